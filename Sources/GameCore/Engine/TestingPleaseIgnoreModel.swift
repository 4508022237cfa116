/// The other player modelled as the rpscontest bot Testing Please Ignore chooses
/// (``TestingPleaseIgnore``).
///
/// Unlike testinonmo, it never throws at random after its first round, so once identified it loses
/// nearly every round. Its pattern tables grow with the game, which the model's
/// ``DeterministicBotModel/maximumRounds`` bounds.
typealias TestingPleaseIgnoreModel = DeterministicBotModel<TestingPleaseIgnore>
