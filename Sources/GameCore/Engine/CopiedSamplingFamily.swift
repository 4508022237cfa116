/// A copied family of sampling bots (``SamplingBotModel`` over one kind of ``SamplingBot``) as
/// ``Ensemble`` keeps it beside the others, with the name of the strategy that answers it, so that
/// the ensemble learns, asks and judges every family alike.
struct CopiedSamplingFamily: Sendable {
  private var model: any SamplingFamilyModel
  let answerName: String

  init<Bot: SamplingBot>(_ model: SamplingBotModel<Bot>, answerName: String) {
    self.model = model
    self.answerName = answerName
  }

  /// While the family identifies the player: the chances it gives each of their next moves.
  var distribution: [Double]? { model.distribution }

  /// Counts a round in which the engine threw the answer to the family's forecast.
  mutating func recordAnswer(enginePayoff: Int) { model.recordAnswer(enginePayoff: enginePayoff) }

  /// Learns from the latest round, from both players' moves so far.
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    model.update(theirMoves: theirMoves, myMoves: myMoves)
  }
}

private protocol SamplingFamilyModel: Sendable {
  var distribution: [Double]? { get }
  mutating func recordAnswer(enginePayoff: Int)
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8])
}

extension SamplingBotModel: SamplingFamilyModel {}
