import Foundation
import Testing

@testable import GameCore

@Suite("Copy of ilialar's Kaggle multi-armed bandit")
struct MultiArmedBanditTests {
  /// One simple agent of the bandit reading ``own`` and ``other``, recorded from the script's own
  /// classes (scripts/engine-field/bandit-recordings.py prints them): before each of 41 rounds,
  /// its throw (? for even chances), or for an agent that draws, its chances of rock and paper.
  struct AgentRecording: Sendable, CustomTestStringConvertible {
    let kind: BanditAgent.Kind
    let throwsMade: String?
    let rockAndPaper: [Double]?

    init(_ kind: BanditAgent.Kind, throws throwsMade: String) {
      self.kind = kind
      self.throwsMade = throwsMade
      rockAndPaper = nil
    }

    init(_ kind: BanditAgent.Kind, rockAndPaper: [Double]) {
      self.kind = kind
      throwsMade = nil
      self.rockAndPaper = rockAndPaper
    }

    var testDescription: String { "\(kind)" }

    /// The recorded chances before the round.
    func chances(beforeRound round: Int) -> SIMD3<Double> {
      if let rockAndPaper {
        let (rock, paper) = (rockAndPaper[2 * round], rockAndPaper[2 * round + 1])
        return SIMD3(rock, paper, 1 - rock - paper)
      }
      let letter = Array(throwsMade ?? "")[round]
      guard let move = MultiArmedBanditTests.index(of: letter) else { return SIMD3(repeating: 1.0 / 3) }
      var chances = SIMD3<Double>(repeating: 0)
      chances[move] = 1
      return chances
    }
  }

  /// The agent's throws and the other player's in the agents' recordings.
  static let own = Array("RPPSRRSPSRPPRSSRPRSPPRRSPSRRPSSPRPRSSRPP")
  static let other = Array("SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRR")

  static let agentRecordings: [AgentRecording] = [
    AgentRecording(.mirror(shift: 0), throws: "?SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRR"),
    AgentRecording(.mirror(shift: 1), throws: "?RSRSRRRRPSPRPPPSSPSRPRPPRPSSPSPPPRRSPPPP"),
    AgentRecording(.mirror(shift: 2), throws: "?PRPRPPPPSRSPSSSRRSRPSPSSPSRRSRSSSPPRSSSS"),
    AgentRecording(.ownShift(shift: 0), throws: "?RPPSRRSPSRPPRSSRPRSPPRRSPSRRPSSPRPRSSRPP"),
    AgentRecording(.ownShift(shift: 1), throws: "?PSSRPPRSRPSSPRRPSPRSSPPRSRPPSRRSPSPRRPSS"),
    AgentRecording(.ownShift(shift: 2), throws: "?SRRPSSPRPSRRSPPSRSPRRSSPRPSSRPPRSRSPPSRR"),
    AgentRecording(.popularBeater, throws: "?RSRSRRRRRRRRRRRRRRRRRRRPRPPPPPPPPPPPPPPP"),
    AgentRecording(.antiPopularBeater, throws: "?SSRRSSSSSSSRSSSSSSSSRSSSSSSSSSSSSSSSSSSS"),
    AgentRecording(
      .transitionMatrix(sampled: true, ownThrows: false, decay: 1),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.076923, 0.076923, 0.846154, 0.076923,
        0.043478, 0.043478, 0.333333, 0.030303, 0.488372, 0.023256, 0.584906, 0.018868, 0.333333, 0.333333,
        0.913043, 0.043478, 0.076923, 0.076923, 0.492063, 0.174603, 0.478261, 0.043478, 0.333333, 0.333333,
        0.255814, 0.488372, 0.636364, 0.333333, 0.488372, 0.255814, 0.207547, 0.396226, 0.396226, 0.396226,
        0.424658, 0.287671, 0.174603, 0.333333, 0.373494, 0.373494, 0.287671, 0.287671, 0.253012, 0.373494,
        0.333333, 0.440860, 0.333333, 0.333333, 0.492063, 0.333333, 0.424658, 0.287671, 0.300971, 0.300971,
        0.373494, 0.373494, 0.274336, 0.274336, 0.252033, 0.333333, 0.233083, 0.383459, 0.300971, 0.495146,
        0.362832, 0.451327, 0.333333, 0.440860, 0.286713, 0.356643, 0.267974, 0.398693, 0.251534, 0.435583,
        0.236994, 0.468208,
      ]),
    AgentRecording(
      .transitionTensor(sampled: true, ownThrows: false, decay: 1),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        0.076923, 0.076923, 0.478261, 0.043478, 0.333333, 0.333333, 0.076923, 0.076923, 0.333333, 0.333333,
        0.333333, 0.333333, 0.333333, 0.333333, 0.043478, 0.478261, 0.333333, 0.333333, 0.076923, 0.076923,
        0.043478, 0.478261, 0.076923, 0.846154, 0.846154, 0.076923, 0.076923, 0.846154, 0.846154, 0.076923,
        0.030303, 0.636364, 0.846154, 0.076923, 0.636364, 0.030303, 0.043478, 0.478261, 0.030303, 0.333333,
        0.023256, 0.720930, 0.255814, 0.255814, 0.043478, 0.478261, 0.030303, 0.333333, 0.913043, 0.043478,
        0.913043, 0.043478, 0.207547, 0.207547, 0.636364, 0.030303, 0.030303, 0.636364, 0.018868, 0.773585,
        0.488372, 0.255814, 0.636364, 0.333333, 0.174603, 0.333333, 0.255814, 0.488372, 0.488372, 0.255814,
        0.396226, 0.396226,
      ]),
    AgentRecording(
      .transitionMatrix(sampled: true, ownThrows: true, decay: 1),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.846154, 0.076923, 0.333333, 0.333333,
        0.846154, 0.076923, 0.478261, 0.043478, 0.076923, 0.076923, 0.478261, 0.478261, 0.478261, 0.043478,
        0.333333, 0.333333, 0.333333, 0.636364, 0.488372, 0.488372, 0.488372, 0.255814, 0.333333, 0.030303,
        0.255814, 0.255814, 0.396226, 0.396226, 0.396226, 0.396226, 0.492063, 0.333333, 0.207547, 0.207547,
        0.333333, 0.333333, 0.424658, 0.287671, 0.424658, 0.424658, 0.373494, 0.373494, 0.333333, 0.174603,
        0.373494, 0.253012, 0.424658, 0.150685, 0.333333, 0.440860, 0.300971, 0.398058, 0.333333, 0.333333,
        0.373494, 0.132530, 0.333333, 0.225806, 0.300971, 0.398058, 0.362832, 0.362832, 0.274336, 0.362832,
        0.414634, 0.333333, 0.398058, 0.203883, 0.362832, 0.274336, 0.383459, 0.383459, 0.252033, 0.333333,
        0.308271, 0.308271,
      ]),
    AgentRecording(
      .transitionTensor(sampled: true, ownThrows: true, decay: 1),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        0.846154, 0.076923, 0.478261, 0.043478, 0.333333, 0.333333, 0.076923, 0.846154, 0.333333, 0.333333,
        0.333333, 0.333333, 0.333333, 0.333333, 0.043478, 0.913043, 0.333333, 0.333333, 0.076923, 0.076923,
        0.043478, 0.478261, 0.846154, 0.076923, 0.846154, 0.076923, 0.076923, 0.846154, 0.076923, 0.076923,
        0.030303, 0.636364, 0.846154, 0.076923, 0.333333, 0.333333, 0.043478, 0.913043, 0.030303, 0.333333,
        0.255814, 0.488372, 0.255814, 0.255814, 0.913043, 0.043478, 0.636364, 0.030303, 0.478261, 0.043478,
        0.478261, 0.043478, 0.207547, 0.207547, 0.333333, 0.333333, 0.030303, 0.939394, 0.207547, 0.584906,
        0.255814, 0.255814, 0.333333, 0.333333, 0.333333, 0.174603, 0.255814, 0.720930, 0.255814, 0.255814,
        0.396226, 0.207547,
      ]),
    AgentRecording(
      .transitionMatrix(sampled: false, ownThrows: false, decay: 1),
      throws: "?PPSRSSSRPRSRSPPRRPPRSPSPPPRRSPSSPPPPPPPP"),
    AgentRecording(
      .transitionTensor(sampled: false, ownThrows: false, decay: 1),
      throws: "?PPPPSSPSPPPPPSPPRPRPRRPSPSPSRRSRPPRRSPRP"),
    AgentRecording(
      .transitionMatrix(sampled: false, ownThrows: true, decay: 1),
      throws: "?SSRSRSSRSSPRRSSRRRSSRRRSSSPPSSSPRSRSSRSS"),
    AgentRecording(
      .transitionTensor(sampled: false, ownThrows: true, decay: 1),
      throws: "?SSSSRSSPSSSPSSSRRPSPRSPSPSRRSSSSPPSSSPSS"),
    AgentRecording(
      .transitionMatrix(sampled: true, ownThrows: false, decay: 1.1),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.082707, 0.082707, 0.834586, 0.082707,
        0.051010, 0.051010, 0.391534, 0.035594, 0.560991, 0.027923, 0.662041, 0.023348, 0.333333, 0.333333,
        0.860538, 0.069731, 0.082707, 0.082707, 0.521879, 0.225707, 0.514736, 0.051010, 0.329760, 0.391534,
        0.237709, 0.560991, 0.474132, 0.461809, 0.278757, 0.271609, 0.185000, 0.427181, 0.194757, 0.494668,
        0.399392, 0.396114, 0.145599, 0.327157, 0.276054, 0.579752, 0.345421, 0.251676, 0.270347, 0.414646,
        0.204615, 0.684715, 0.410174, 0.334688, 0.405623, 0.359225, 0.265284, 0.235297, 0.333276, 0.272963,
        0.194593, 0.443626, 0.268343, 0.220454, 0.217751, 0.368986, 0.180862, 0.477290, 0.167418, 0.728598,
        0.464620, 0.466093, 0.155825, 0.568598, 0.311560, 0.400048, 0.254068, 0.510633, 0.211691, 0.592143,
        0.179291, 0.654463,
      ]),
    AgentRecording(
      .transitionTensor(sampled: true, ownThrows: false, decay: 1.1),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        0.095119, 0.095119, 0.554711, 0.050428, 0.333333, 0.333333, 0.101728, 0.101728, 0.333333, 0.333333,
        0.333333, 0.333333, 0.333333, 0.333333, 0.065884, 0.560879, 0.333333, 0.333333, 0.101728, 0.101728,
        0.052058, 0.572642, 0.108587, 0.782826, 0.644969, 0.177515, 0.101728, 0.796544, 0.644969, 0.177515,
        0.072397, 0.697651, 0.723794, 0.138103, 0.615041, 0.110416, 0.071068, 0.372464, 0.068779, 0.360468,
        0.060445, 0.797431, 0.466576, 0.208296, 0.110721, 0.351682, 0.054103, 0.161142, 0.802177, 0.098912,
        0.742877, 0.128561, 0.310554, 0.148450, 0.381895, 0.060218, 0.086886, 0.597431, 0.074576, 0.808109,
        0.292648, 0.527196, 0.310526, 0.605486, 0.213658, 0.430636, 0.518079, 0.307571, 0.239409, 0.425211,
        0.142654, 0.658996,
      ]),
    AgentRecording(
      .transitionMatrix(sampled: true, ownThrows: true, decay: 1.1),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.846154, 0.076923, 0.333333, 0.333333,
        0.809762, 0.095119, 0.394860, 0.050428, 0.088775, 0.088775, 0.449470, 0.488183, 0.533317, 0.052851,
        0.257406, 0.386814, 0.268983, 0.683537, 0.518062, 0.447946, 0.499865, 0.260112, 0.337025, 0.050721,
        0.217461, 0.390123, 0.348984, 0.478859, 0.375177, 0.326355, 0.528514, 0.344320, 0.162501, 0.282447,
        0.266132, 0.232627, 0.468345, 0.169443, 0.394216, 0.503155, 0.291145, 0.370947, 0.397382, 0.208133,
        0.358867, 0.135907, 0.576363, 0.148081, 0.229259, 0.506127, 0.175112, 0.383963, 0.271721, 0.349880,
        0.420379, 0.116060, 0.305679, 0.357496, 0.203966, 0.514998, 0.346457, 0.304978, 0.154933, 0.383930,
        0.504061, 0.231739, 0.460406, 0.277464, 0.339356, 0.466411, 0.388965, 0.403989, 0.126976, 0.296340,
        0.357676, 0.218798,
      ]),
    AgentRecording(
      .transitionTensor(sampled: true, ownThrows: true, decay: 1.1),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        0.809762, 0.095119, 0.394860, 0.050428, 0.333333, 0.333333, 0.101728, 0.796544, 0.333333, 0.333333,
        0.333333, 0.333333, 0.333333, 0.333333, 0.065884, 0.868232, 0.333333, 0.333333, 0.101728, 0.101728,
        0.052058, 0.572642, 0.782826, 0.108587, 0.644969, 0.177515, 0.101728, 0.796544, 0.177515, 0.177515,
        0.072397, 0.483698, 0.723794, 0.138103, 0.274543, 0.374744, 0.071068, 0.857865, 0.068779, 0.360468,
        0.473290, 0.273669, 0.466576, 0.208296, 0.778558, 0.110721, 0.350768, 0.054103, 0.294603, 0.098912,
        0.624221, 0.128561, 0.310554, 0.148450, 0.149728, 0.557887, 0.086886, 0.826229, 0.290598, 0.534050,
        0.180156, 0.213260, 0.266770, 0.605486, 0.530560, 0.113735, 0.518079, 0.415756, 0.112804, 0.335381,
        0.477692, 0.198351,
      ]),
    AgentRecording(
      .transitionMatrix(sampled: false, ownThrows: false, decay: 1.1),
      throws: "?PPSRSSRRPRSRRPPRSPPRSPSPPRRSSPSSPPPPPPPP"),
    AgentRecording(
      .transitionTensor(sampled: false, ownThrows: false, decay: 1.1),
      throws: "?PPPPSRPSPPPPPSPPRPRPRRSSPRSSRRSSPPPPPRPP"),
    AgentRecording(
      .transitionMatrix(sampled: false, ownThrows: true, decay: 1.1),
      throws: "?SSRSRSSPRPPRRSSPRRSSRPPRSRPSSSPPSSRRPPSS"),
    AgentRecording(
      .transitionTensor(sampled: false, ownThrows: true, decay: 1.1),
      throws: "?SSSSRSSPSSSPSSPRRPSPRPPSRRRSSRSPPPSPRRSR"),
    AgentRecording(
      .transitionMatrix(sampled: true, ownThrows: false, decay: 1.01),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.077513, 0.077513, 0.844973, 0.077513,
        0.044234, 0.044234, 0.339372, 0.030852, 0.496207, 0.023741, 0.593494, 0.019330, 0.333333, 0.333333,
        0.908433, 0.045784, 0.077513, 0.077513, 0.496232, 0.179815, 0.482198, 0.044234, 0.333293, 0.339372,
        0.254167, 0.496207, 0.619533, 0.347425, 0.464416, 0.260547, 0.205232, 0.400121, 0.370736, 0.409542,
        0.423938, 0.298893, 0.171423, 0.333733, 0.366545, 0.393716, 0.292267, 0.285116, 0.254484, 0.377589,
        0.322129, 0.467056, 0.340609, 0.333966, 0.477369, 0.339723, 0.403231, 0.287006, 0.304749, 0.298811,
        0.348587, 0.383566, 0.274966, 0.269612, 0.250048, 0.335859, 0.229095, 0.391566, 0.286546, 0.525571,
        0.363505, 0.468829, 0.306349, 0.458087, 0.289346, 0.360958, 0.267631, 0.408933, 0.248784, 0.450571,
        0.232273, 0.487049,
      ]),
    AgentRecording(
      .transitionTensor(sampled: true, ownThrows: false, decay: 1.01),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        0.078704, 0.078704, 0.486515, 0.044229, 0.333333, 0.333333, 0.079303, 0.079303, 0.333333, 0.333333,
        0.333333, 0.333333, 0.333333, 0.333333, 0.045577, 0.487946, 0.333333, 0.333333, 0.079303, 0.079303,
        0.044416, 0.488571, 0.079906, 0.840187, 0.829054, 0.085473, 0.079303, 0.841393, 0.829054, 0.085473,
        0.033536, 0.646925, 0.835301, 0.082349, 0.640209, 0.035289, 0.045970, 0.466294, 0.033247, 0.337238,
        0.026228, 0.734719, 0.276357, 0.252584, 0.048588, 0.462960, 0.032887, 0.310579, 0.903712, 0.048144,
        0.899247, 0.050376, 0.220370, 0.201501, 0.607239, 0.033276, 0.034340, 0.632573, 0.022547, 0.787629,
        0.470505, 0.289258, 0.594392, 0.370383, 0.182071, 0.342009, 0.283211, 0.469144, 0.453840, 0.276759,
        0.357832, 0.429672,
      ]),
    AgentRecording(
      .transitionMatrix(sampled: true, ownThrows: true, decay: 1.01),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.846154, 0.076923, 0.333333, 0.333333,
        0.842593, 0.078704, 0.469257, 0.044229, 0.078107, 0.078107, 0.475250, 0.479551, 0.484256, 0.044423,
        0.324395, 0.339325, 0.326314, 0.641803, 0.490296, 0.485363, 0.487888, 0.257207, 0.334271, 0.032078,
        0.252531, 0.268983, 0.390427, 0.405302, 0.393368, 0.389421, 0.494063, 0.336284, 0.202826, 0.215989,
        0.325978, 0.322712, 0.426939, 0.274379, 0.420850, 0.434247, 0.364803, 0.376411, 0.338766, 0.179551,
        0.370779, 0.238475, 0.438958, 0.152482, 0.321592, 0.450137, 0.286350, 0.400765, 0.326250, 0.329957,
        0.380114, 0.132392, 0.333699, 0.238369, 0.290090, 0.404240, 0.357437, 0.360783, 0.260398, 0.362784,
        0.418229, 0.326626, 0.406706, 0.212408, 0.364697, 0.293753, 0.381373, 0.385865, 0.235899, 0.328465,
        0.304929, 0.298804,
      ]),
    AgentRecording(
      .transitionTensor(sampled: true, ownThrows: true, decay: 1.01),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        0.842593, 0.078704, 0.469257, 0.044229, 0.333333, 0.333333, 0.079303, 0.841393, 0.333333, 0.333333,
        0.333333, 0.333333, 0.333333, 0.333333, 0.045577, 0.908845, 0.333333, 0.333333, 0.079303, 0.079303,
        0.044416, 0.488571, 0.840187, 0.079906, 0.829054, 0.085473, 0.079303, 0.841393, 0.085473, 0.085473,
        0.033536, 0.620131, 0.835301, 0.082349, 0.324501, 0.339254, 0.045970, 0.908060, 0.033247, 0.337238,
        0.278277, 0.462733, 0.276357, 0.252584, 0.902823, 0.048588, 0.605354, 0.032887, 0.454663, 0.048144,
        0.506428, 0.050376, 0.220370, 0.201501, 0.305992, 0.359484, 0.034340, 0.931320, 0.220655, 0.573849,
        0.240237, 0.250997, 0.335635, 0.370383, 0.357507, 0.166573, 0.283211, 0.690095, 0.229579, 0.269401,
        0.392494, 0.212496,
      ]),
    AgentRecording(
      .transitionMatrix(sampled: false, ownThrows: false, decay: 1.01),
      throws: "?PPSRSSRRPRSRRPPRRPPRSPSPPRRRSPSSPPPPPPPP"),
    AgentRecording(
      .transitionTensor(sampled: false, ownThrows: false, decay: 1.01),
      throws: "?PPPPSRPSPPPPPSPPRPRPRRSSPSSSRRSRPPRRSPRP"),
    AgentRecording(
      .transitionMatrix(sampled: false, ownThrows: true, decay: 1.01),
      throws: "?SSRSRSSPRPPRRSSPRRSSRPPSSRPPSSSPPSRRRPSS"),
    AgentRecording(
      .transitionTensor(sampled: false, ownThrows: true, decay: 1.01),
      throws: "?SSSSRSSPSSSPSSPRRPSPRPPSPSRRSRSPPPSPSPSS"),
    AgentRecording(
      .transitionMatrix(sampled: true, ownThrows: false, decay: 1.05),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.079848, 0.079848, 0.840304, 0.079848,
        0.047254, 0.047254, 0.363068, 0.033006, 0.526286, 0.025643, 0.625889, 0.021149, 0.333333, 0.333333,
        0.888530, 0.055735, 0.079848, 0.079848, 0.510178, 0.200506, 0.497293, 0.047254, 0.332382, 0.363068,
        0.247154, 0.526286, 0.552643, 0.401872, 0.373829, 0.272259, 0.196036, 0.413874, 0.279826, 0.455126,
        0.416679, 0.343582, 0.159215, 0.332902, 0.331094, 0.477562, 0.313480, 0.272193, 0.261175, 0.393886,
        0.270770, 0.571595, 0.371237, 0.335113, 0.432820, 0.355915, 0.330226, 0.271750, 0.319085, 0.288240,
        0.264986, 0.416020, 0.274867, 0.248428, 0.238576, 0.348121, 0.209667, 0.427538, 0.226526, 0.637875,
        0.387457, 0.504515, 0.219559, 0.517293, 0.299561, 0.378719, 0.263601, 0.453341, 0.234211, 0.514329,
        0.209768, 0.565052,
      ]),
    AgentRecording(
      .transitionTensor(sampled: true, ownThrows: false, decay: 1.05),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        0.085923, 0.085923, 0.518207, 0.047110, 0.333333, 0.333333, 0.089071, 0.089071, 0.333333, 0.333333,
        0.333333, 0.333333, 0.333333, 0.333333, 0.054328, 0.523632, 0.333333, 0.333333, 0.089071, 0.089071,
        0.047996, 0.527951, 0.092291, 0.815417, 0.751574, 0.124213, 0.089071, 0.821858, 0.751574, 0.124213,
        0.048698, 0.679513, 0.788272, 0.105864, 0.643018, 0.061880, 0.056583, 0.421323, 0.047025, 0.350154,
        0.040055, 0.776118, 0.361757, 0.235359, 0.072885, 0.406779, 0.043085, 0.231065, 0.861781, 0.069110,
        0.834604, 0.082698, 0.267199, 0.176228, 0.496308, 0.045499, 0.054188, 0.617934, 0.041792, 0.819717,
        0.384653, 0.422471, 0.441812, 0.501434, 0.203802, 0.380207, 0.395403, 0.392161, 0.335764, 0.353330,
        0.233859, 0.549489,
      ]),
    AgentRecording(
      .transitionMatrix(sampled: true, ownThrows: true, decay: 1.05),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.846154, 0.076923, 0.333333, 0.333333,
        0.828155, 0.085923, 0.434683, 0.047110, 0.082848, 0.082848, 0.463494, 0.484046, 0.507151, 0.048191,
        0.291674, 0.361885, 0.299412, 0.662046, 0.500564, 0.470744, 0.489967, 0.260486, 0.336665, 0.039785,
        0.237868, 0.322759, 0.369883, 0.439951, 0.383753, 0.361248, 0.506494, 0.343728, 0.184009, 0.247979,
        0.297802, 0.280533, 0.441389, 0.223365, 0.407765, 0.468893, 0.330971, 0.380453, 0.363079, 0.195792,
        0.363093, 0.185515, 0.499827, 0.154563, 0.277018, 0.481019, 0.231430, 0.401280, 0.299842, 0.328264,
        0.403229, 0.127377, 0.327792, 0.290775, 0.248331, 0.444289, 0.344816, 0.341910, 0.207576, 0.370098,
        0.447201, 0.288413, 0.436595, 0.244284, 0.361816, 0.373502, 0.381132, 0.392646, 0.177403, 0.313155,
        0.311593, 0.262255,
      ]),
    AgentRecording(
      .transitionTensor(sampled: true, ownThrows: true, decay: 1.05),
      rockAndPaper: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        0.828155, 0.085923, 0.434683, 0.047110, 0.333333, 0.333333, 0.089071, 0.821858, 0.333333, 0.333333,
        0.333333, 0.333333, 0.333333, 0.333333, 0.054328, 0.891344, 0.333333, 0.333333, 0.089071, 0.089071,
        0.047996, 0.527951, 0.815417, 0.092291, 0.751574, 0.124213, 0.089071, 0.821858, 0.124213, 0.124213,
        0.048698, 0.556516, 0.788272, 0.105864, 0.295102, 0.359536, 0.056583, 0.886834, 0.047025, 0.350154,
        0.369585, 0.367322, 0.361757, 0.235359, 0.854230, 0.072885, 0.482976, 0.043085, 0.370632, 0.069110,
        0.590393, 0.082698, 0.267199, 0.176228, 0.216982, 0.458192, 0.054188, 0.891623, 0.263426, 0.544771,
        0.192875, 0.228393, 0.316749, 0.501434, 0.446913, 0.137096, 0.395403, 0.561744, 0.153592, 0.310905,
        0.411231, 0.216652,
      ]),
    AgentRecording(
      .transitionMatrix(sampled: false, ownThrows: false, decay: 1.05),
      throws: "?PPSRSSRRPRSRRPPRRPPRSPSPPRRSSPSSPPPPPPPP"),
    AgentRecording(
      .transitionTensor(sampled: false, ownThrows: false, decay: 1.05),
      throws: "?PPPPSRPSPPPPPSPPRPRPRRSSPSSSRRSRPPPPSRPP"),
    AgentRecording(
      .transitionMatrix(sampled: false, ownThrows: true, decay: 1.05),
      throws: "?SSRSRSSPRPPRRSSPRRSSRPPSSRPPSSSPRSRRPPSS"),
    AgentRecording(
      .transitionTensor(sampled: false, ownThrows: true, decay: 1.05),
      throws: "?SSSSRSSPSSSPSSPRRPSPRPPSRSRRSRSPPPSPRPSR"),
    AgentRecording(
      .patternMatching(sampled: false, ownThrows: false, decay: 1.001),
      throws: "?????S??R??????????????PP?PPPSRR?SP???PRP"),
    AgentRecording(
      .patternMatching(sampled: false, ownThrows: true, decay: 1.001),
      throws: "??????????S?P????R?PP?P?RRSRP??????PRSRSS"),
  ]

  /// 300 throws drawn by Python's random seeded with 5, and each version's throws against them in
  /// a game of its real script (numpy seeded with 7).
  static let randomThrows = Array(
    "SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRRRRRRPPRSSSRRSRPPRPPRRPRPPSSRSSSPRPPPPSPRPPSRRPRSPPRSPPPSRPRS"
      + "RSRRRPPSPSPPRSSPPRPRRPSSPRPPSSRPSPPRRSRSSPPRSRRSSPRRSSPPPSPRRSRPPRRSSRSPRRPPRRPPRPSRSPPSSPPPPPPRRPSR"
      + "SPPRRPPSSSPRPSSSRPPSSSPPPSSPPSRSRPSPPSPPPSSSPPPSPSPPRSPPPSRSRRPPPSRSSSPRSSSSPPSSSPSRRRSPSSRRSRSSRPRR"
  )
  static let gamesPlayed: [(version: Int, throwsMade: String)] = [
    (
      15,
      "SSRRRSRSRPRSPPPPPSPRRPPRRRRRSPPSSSSRSPRRRRPPPRPPPRSPPPPPSPSSPPSPPPPRPRRPSPSSPSSSPPSRSPSPPRRPSSPPRPRP"
        + "RRRRRPPPSSSSPRRSPRPPPPPPRPPSSPSSPRRRSSPSSRSPPSPSSRPRPPSPRSSSRRSPSRSPPRRSRRPRPPRSSRSSPPRPRSPRPPPRSSPR"
        + "SSPSSRRSSSPPSSSSSRSPRPRRSRSSSRRSRSSPSSSSSSSPSSSSSSSSSSSSSSSPSRSSSSSSSSSSSSRSSRSSRRSRRPSRSSRSRSRSRPSR"
    ),
    (
      32,
      "PPSSPSPRRPSRRPSSRRSRPPPRPRSRRRRSSSPPSRPSPPPPPSSPPPPPPRSPRSPRSPPPPSPRSSRPPSSSSSSSSSSRPPPSPPPPPPPSRRPR"
        + "SSRRPRPPSSRPPSPSRSRRPPSPSSRPSRPPRPRPSSRRPRRRSRPPSPSRRRRPPPRSSPSRRRPRPPRRPRRPRRRSPPPPRRSPRSRSPSRSSPSP"
        + "RSPRRPRRSRRSPSPPRPRPRSRSPSSRSSSPSRRSPPRSSPRPRPRSRSSRSSSRSSSSSRSSSSSPRSPSPRRRRRSRRRSSSRSPRRSRSPRSPRSP"
    ),
  ]

  @Test("every simple agent gives the chances the script's own agent gives", arguments: agentRecordings)
  func agentMatchesTheScript(recording: AgentRecording) {
    // Arrange
    var agent = BanditAgent(recording.kind)
    var differences: [Double] = []

    // Act
    for round in 0...Self.own.count {
      let difference = agent.chances - recording.chances(beforeRound: round)
      differences.append(max(difference.max(), -difference.min()))
      if round < Self.own.count {
        agent.record(own: Self.index(of: Self.own[round]) ?? 0, other: Self.index(of: Self.other[round]) ?? 0)
      }
    }

    // Assert
    #expect((differences.max() ?? 1) < 1e-6, "largest difference \(differences.max() ?? 1)")
  }

  @Test("the chance that each Beta draw is the largest matches closed forms and a numerical integral")
  func betaRaceMatchesClosedForms() {
    // Arrange, act: a draw from Beta(2, 1) beats an even one with chance E[x] = 2/3, and one from
    // Beta(1, 3) with chance 1/4; equal parameters tie.
    let leaning = BetaRace.chances(alphas: [2, 1], betas: [1, 1])
    let trailing = BetaRace.chances(alphas: [1, 1], betas: [3, 1])
    let equal = BetaRace.chances(alphas: [40, 40, 40], betas: [25, 25, 25])
    // Against a player who keeps to one throw two agents win nearly every round and one loses:
    // narrow scores near 1 beside one near 0 (0.839545 worked out by scipy's quad).
    let lopsided = BetaRace.chances(alphas: [104, 103, 2], betas: [1.5, 3.5, 60])

    // Assert
    #expect(abs(leaning[0] - 2.0 / 3) < 1e-3, "\(leaning)")
    #expect(abs(trailing[0] - 1.0 / 4) < 1e-3, "\(trailing)")
    #expect(equal.allSatisfy { abs($0 - 1.0 / 3) < 1e-12 }, "\(equal)")
    #expect(abs(lopsided[0] - 0.839545) < 1e-3 && lopsided[2] < 1e-9, "\(lopsided)")
  }

  @Test("the race's default grid gives the chances a fine grid gives, for scores as the bandits keep them")
  func betaRaceGridIsFineEnough() {
    // Arrange: 30 arms with the spread of scores fading by 1.03 to 1.05 (α + β up to about 100).
    var generator = SeededGenerator(seed: 3)
    let alphas = (0..<30).map { _ in Double.random(in: 1...60, using: &generator) }
    let betas = (0..<30).map { _ in Double.random(in: 1...60, using: &generator) }

    // Act
    let coarse = BetaRace.chances(alphas: alphas, betas: betas)
    let fine = BetaRace.chances(alphas: alphas, betas: betas, points: 4096)

    // Assert
    let largestDifference = zip(coarse, fine).map { abs($0 - $1) }.max() ?? 1
    #expect(largestDifference < 1e-3, "largest difference \(largestDifference)")
  }

  @Test(
    "the copy foretells each version's throws far better than even chances, and better than the other version does",
    arguments: [15, 32])
  func copyForetellsTheRealBot(version: Int) throws {
    // Arrange
    let game = try #require(Self.gamesPlayed.first { $0.version == version })
    let throwsMade = Array(game.throwsMade)
    var bots = MultiArmedBandit.variants.map { MultiArmedBandit(variant: $0) }
    var evidence = [Double](repeating: 0, count: bots.count)

    // Act: the natural log of each version's chances over even ones, summed over the game.
    for (round, letter) in throwsMade.enumerated() {
      let (own, other) = (Self.index(of: letter) ?? 0, Self.index(of: Self.randomThrows[round]) ?? 0)
      for bot in bots.indices {
        evidence[bot] += log(3 * bots[bot].chances[own])
        bots[bot].record(own: own, other: other)
      }
    }

    // Assert
    let matching = try #require(MultiArmedBandit.variants.firstIndex { $0.version == version })
    #expect(evidence[matching] > 40, "\(evidence)")
    #expect(evidence[matching] == evidence.max(), "\(evidence)")
  }

  @Test(
    "the engine's model identifies each version within a few dozen rounds against random throws",
    arguments: [15, 32])
  func modelIdentifiesTheRealBot(version: Int) throws {
    // Arrange
    let game = try #require(Self.gamesPlayed.first { $0.version == version })
    var model = SamplingBotModel<MultiArmedBandit>()
    var theirs: [UInt8] = []
    var mine: [UInt8] = []
    var identifiedAt: Int?

    // Act
    for (round, letter) in Array(game.throwsMade).enumerated() where identifiedAt == nil {
      theirs.append(UInt8(Self.index(of: letter) ?? 0))
      mine.append(UInt8(Self.index(of: Self.randomThrows[round]) ?? 0))
      model.update(theirMoves: theirs, myMoves: mine)
      if model.identifiesPlayer { identifiedAt = round + 1 }
    }

    // Assert: the first rounds, in which the bot's agents have nothing to read, are not enough.
    #expect((30...120).contains(identifiedAt ?? -1), "\(String(describing: identifiedAt))")
  }

  @Test(
    "each version keeps the script's agents: 32 in version 15, 26 in version 32, fading as the script's do")
  func versionsKeepTheScriptsAgents() throws {
    // Arrange, act
    let version15 = try #require(MultiArmedBandit.variants.first { $0.version == 15 })
    let version32 = try #require(MultiArmedBandit.variants.first { $0.version == 32 })

    // Assert
    #expect(version15.agents.count == 32 && version15.decay == 1.03)
    #expect(version32.agents.count == 26 && version32.decay == 1.05)
    #expect(Set(version15.agents.compactMap(Self.decay)) == [1, 1.1, 1.01])
    #expect(Set(version32.agents.compactMap(Self.decay)) == [1, 1.05, 1.001])
    #expect(version32.agents.filter { if case .patternMatching = $0 { true } else { false } }.count == 2)
  }

  private static func decay(of kind: BanditAgent.Kind) -> Double? {
    switch kind {
    case .transitionMatrix(_, _, let decay), .transitionTensor(_, _, let decay),
      .patternMatching(_, _, let decay):
      decay
    default: nil
    }
  }

  fileprivate static func index(of letter: Character) -> Int? {
    ["R": 0, "P": 1, "S": 2][letter]
  }
}
