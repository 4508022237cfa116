/// The other player modelled as the rpscontest bot RPS_FixXxer chooses (``RPSFixXxer``).
///
/// Answered, the bot loses the rounds it throws by its strategies, its meta score falls below
/// zero, and it throws at random from then on, level with anyone. But that score goes on judging
/// what its leading strategy would have thrown, random rounds included. So while the bot throws at
/// random, the engine lets that throw win (``DeterministicBotModel/steeringMove``): those rounds
/// are level either way, and the meta score climbs back, so the bot soon throws by its strategies
/// again, to be beaten. Against the bot, steered rounds are level and answered ones won, so the
/// model's stop on a net loss counts both.
typealias RPSFixXxerModel = DeterministicBotModel<RPSFixXxer>
