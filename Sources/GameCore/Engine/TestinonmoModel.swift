/// The other player modelled as the rpscontest bot testinonmo chooses (``Testinonmo``).
///
/// Answered, the bot loses, and once it has lost more than 65% of the rounds it throws at random
/// until its share of losses falls back, so the engine wins about that share. Its pattern tables
/// grow with the game, which the model's ``DeterministicBotModel/maximumRounds`` bounds.
typealias TestinonmoModel = DeterministicBotModel<Testinonmo>
