import Testing

@testable import GameCore

@Suite("Copies of public bots that sample their throws")
struct SamplingBotTests {
  /// A recorded game of a bot: the script from t-vaudry/RPS, Python's random seeded with 11,
  /// against ``other``; its throws and, round by round, the chance it gave the throw it made,
  /// worked out in Python from the script's own state (scripts/engine-field/sampling-recordings.py
  /// prints them).
  struct Recording: Sendable, CustomTestStringConvertible {
    let name: String
    let own: String
    let bot: @Sendable () -> any SamplingBot
    let chances: [Double]

    init(_ name: String, own: String, bot: @escaping @Sendable () -> any SamplingBot, chances: [Double]) {
      self.name = name
      self.own = own
      self.bot = bot
      self.chances = chances
    }

    var testDescription: String { name }
  }

  /// The other player's throws in the recorded games.
  static let other = Array("SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRR")

  static let recordings: [Recording] = [
    Recording(
      "RunDMC2", own: "SSSSRPSPPRPPPPPPSRSSPPPRSSRPSSRSPPPSSPRR",
      bot: { DynamicMarkovSampler(variant: .runDMC2) },
      chances: [
        0.333333, 0.333333, 0.250000, 0.333333, 0.300000, 0.500000, 0.250000, 0.214286, 0.375000, 0.500000,
        0.375000, 0.583333, 0.250000, 0.500000, 0.500000, 0.357143, 0.250000, 0.583333, 0.600000, 0.444444,
        0.357143, 0.277778, 0.500000, 0.350000, 0.714286, 0.400000, 0.450000, 0.166667, 0.285714, 0.272727,
        0.214286, 0.444444, 0.291667, 0.250000, 0.611111, 0.250000, 0.444444, 0.227273, 0.269231, 0.346154,
      ]
    ),
    Recording(
      "RunDMCDiscounted95", own: "SSRSSRPSRRPPPRRPRRSSPPSPPPPSPRSSSRPPRRRR",
      bot: { DynamicMarkovSampler(variant: .discounted(0.95)) },
      chances: [
        0.333333, 0.333333, 0.426471, 0.286765, 0.371032, 0.551467, 0.224266, 0.293158, 0.532454, 0.546539,
        0.421569, 0.327973, 0.156867, 0.282208, 0.441410, 0.292275, 0.241320, 0.375567, 0.354976, 0.281334,
        0.333087, 0.281404, 0.312610, 0.352660, 0.246709, 0.442729, 0.368568, 0.347217, 0.445948, 0.325696,
        0.422721, 0.317171, 0.364325, 0.395801, 0.501823, 0.366777, 0.404641, 0.246664, 0.276757, 0.360770,
      ]
    ),
    Recording(
      "RunDMCDiscounted98", own: "SSRSSRPSRRPPPRRPRRSSPPSPPPPSPRSSSRPPRRRR",
      bot: { DynamicMarkovSampler(variant: .discounted(0.98)) },
      chances: [
        0.333333, 0.333333, 0.427746, 0.286127, 0.373427, 0.554014, 0.222993, 0.297223, 0.540499, 0.546030,
        0.418705, 0.315635, 0.154823, 0.284415, 0.456683, 0.276543, 0.246532, 0.397288, 0.353939, 0.278799,
        0.323049, 0.270676, 0.304502, 0.341621, 0.241952, 0.450803, 0.356929, 0.347690, 0.454384, 0.344745,
        0.408863, 0.311627, 0.346424, 0.402328, 0.501807, 0.354147, 0.409754, 0.237004, 0.302320, 0.376580,
      ]
    ),
    Recording(
      "RunDMCDiscounted99Conservative", own: "SSRSSRPSRRPPPRRPRRRSPPSPPPPSPRSSSRPPRRRR",
      bot: { DynamicMarkovSampler(variant: .discounted(0.99)) },
      chances: [
        0.333333, 0.333333, 0.428161, 0.285920, 0.374216, 0.554800, 0.222600, 0.298605, 0.543017, 0.545764,
        0.417697, 0.311632, 0.154297, 0.285083, 0.461702, 0.271537, 0.248272, 0.404543, 0.346409, 0.278219,
        0.375213, 0.266939, 0.302152, 0.387480, 0.240082, 0.452845, 0.397609, 0.347782, 0.456537, 0.311076,
        0.404379, 0.309659, 0.339951, 0.404798, 0.501079, 0.384254, 0.411707, 0.234883, 0.280072, 0.381857,
      ]
    ),
    Recording(
      "SimpleDMC", own: "RRRPPRRPPRSPPPRRRPRPRPPPPPSPRSSPSPRSSPPS",
      bot: { DynamicMarkovSampler(variant: .simple) },
      chances: [
        0.250000, 0.250000, 0.250000, 0.500000, 0.500000, 0.250000, 0.200000, 0.400000, 0.400000, 0.250000,
        0.250000, 0.500000, 0.500000, 0.500000, 0.250000, 0.250000, 0.200000, 0.400000, 0.200000, 0.500000,
        0.333333, 0.400000, 0.500000, 0.600000, 0.333333, 0.600000, 0.166667, 0.500000, 0.400000, 0.250000,
        0.400000, 0.500000, 0.285714, 0.500000, 0.166667, 0.250000, 0.333333, 0.600000, 0.625000, 0.428571,
      ]
    ),
    Recording(
      "MixTapeKT", own: "RRRPPRRSPRSPPRPSRRRRRSRPSPPPPSPRSSSPSPSS",
      bot: { DynamicMarkovSampler(variant: .mixTape) },
      chances: [
        0.250000, 0.250000, 0.250000, 0.500000, 0.500000, 0.250000, 0.100000, 0.583333, 0.250000, 0.250000,
        0.300000, 0.666667, 0.200000, 0.500000, 0.200000, 0.562500, 0.300000, 0.583333, 0.357143, 0.375000,
        0.318182, 0.708333, 0.357143, 0.636364, 0.653846, 0.555556, 0.500000, 0.375000, 0.333333, 0.318182,
        0.250000, 0.187500, 0.250000, 0.500000, 0.192308, 0.727273, 0.423077, 0.636364, 0.566667, 0.346154,
      ]
    ),
    Recording(
      "CTW KT", own: "PRSSRSRPPPPPPRPSSSPSSPRRPRRSPPRRSSRRSPPP",
      bot: { ContextTreeWeightingBot(variant: .krichevskyTrofimov) },
      chances: [
        0.333333, 0.350356, 0.853797, 0.629485, 0.363224, 0.431528, 0.284569, 0.030721, 0.199167, 0.767848,
        0.643272, 0.523779, 0.287134, 0.376480, 0.240633, 0.370245, 0.756433, 0.745694, 0.734961, 0.165575,
        0.098548, 0.184758, 0.196190, 0.152432, 0.729727, 0.345927, 0.561759, 0.777118, 0.209461, 0.597427,
        0.762531, 0.548744, 0.192888, 0.586599, 0.598649, 0.756337, 0.837072, 0.085899, 0.618514, 0.314839,
      ]
    ),
    Recording(
      "CTW Laplace", own: "PRSSRSRPPPPPPRPSSSPSSPRRPRRSPPRRSSRRSPPP",
      bot: { ContextTreeWeightingBot(variant: .laplace) },
      chances: [
        0.333333, 0.345385, 0.855455, 0.630290, 0.372748, 0.436871, 0.298002, 0.032844, 0.198585, 0.761588,
        0.637606, 0.537498, 0.289654, 0.379314, 0.282750, 0.363596, 0.743587, 0.726728, 0.726653, 0.176651,
        0.100202, 0.195536, 0.199906, 0.170317, 0.713016, 0.332689, 0.561230, 0.760769, 0.211823, 0.592068,
        0.732744, 0.549886, 0.204538, 0.581853, 0.597432, 0.738106, 0.786985, 0.090353, 0.615737, 0.324056,
      ]
    ),
    Recording(
      "CTW Hutter", own: "PRSSRSRPPPPPPRPSSSPSSPRRPRRSPPRRSSRRSPPP",
      bot: { ContextTreeWeightingBot(variant: .hutter) },
      chances: [
        0.333333, 0.344259, 0.851229, 0.628443, 0.353298, 0.445553, 0.275469, 0.028517, 0.197597, 0.772234,
        0.646339, 0.509636, 0.290469, 0.368494, 0.161882, 0.371529, 0.743027, 0.733407, 0.735849, 0.144580,
        0.093724, 0.182445, 0.211352, 0.124876, 0.761123, 0.389950, 0.568905, 0.800158, 0.207739, 0.595666,
        0.809846, 0.560551, 0.168894, 0.581376, 0.588089, 0.769795, 0.896565, 0.088434, 0.614125, 0.295038,
      ]
    ),
    Recording(
      "zai_mix_history_v1", own: "PSSSPPRSRSRPPPSPPRPSPPSRRSPSPSRRRRRRPPSR",
      bot: { ZaiMixHistory(variant: .ownHistory) },
      chances: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.125000, 0.333333, 0.333333, 0.732069, 0.395584,
        0.719398, 0.310206, 0.712135, 0.846575, 0.921752, 0.309451, 0.336263, 0.403034, 0.268498, 0.579625,
        0.590290, 0.782959, 0.567046, 0.279164, 0.331379, 0.346531, 0.308287, 0.272237, 0.210639, 0.550781,
        0.318160, 0.712453, 0.485340, 0.314543, 0.333090, 0.704384, 0.312175, 0.301894, 0.245820, 0.232640,
      ]
    ),
    Recording(
      "zai_mix_history_v2", own: "PSSSPSRSPPRPRPSPPPPPPSSRRSPSPPRRRRRPPSSR",
      bot: { ZaiMixHistory(variant: .bothHistories) },
      chances: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.432250, 0.333333, 0.518284, 0.333333,
        0.333333, 0.333333, 0.848046, 0.333333, 0.726159, 0.333333, 0.655940, 0.156327, 0.297249, 0.531561,
        0.473034, 0.524935, 0.435013, 0.269878, 0.252398, 0.357811, 0.354900, 0.310813, 0.397966, 0.374388,
        0.285561, 0.257182, 0.337993, 0.290454, 0.242929, 0.328477, 0.370257, 0.454629, 0.395491, 0.325571,
      ]
    ),
    Recording(
      "zai_mix_history_v3", own: "PSSSPSRSPPRPRPSSSPPSSSSRRSSSRPRRRRRPPPSR",
      bot: { ZaiMixHistory(variant: .opponentsShoes) },
      chances: [
        0.333333, 0.333333, 0.300000, 0.300083, 0.335856, 0.432885, 0.392178, 0.275066, 0.337850, 0.348177,
        0.354666, 0.372616, 0.248093, 0.300876, 0.390822, 0.434168, 0.445220, 0.188751, 0.441939, 0.336242,
        0.373769, 0.427188, 0.352855, 0.275706, 0.256689, 0.359900, 0.444505, 0.278295, 0.377354, 0.285278,
        0.457512, 0.377372, 0.348660, 0.333333, 0.327022, 0.300802, 0.405681, 0.406859, 0.236241, 0.257745,
      ]
    ),
    Recording(
      "zailast", own: "SPPSRSPRRPRSSSSPRSPRPPPSSPSRRSRRRSSRSRRP",
      bot: { ZaiLastMixer(variant: .init(version: .zailast, firstOwnThrow: nil)) },
      chances: [
        0.333333, 0.333333, 1.000000, 0.450000, 0.248619, 0.450000, 0.629491, 0.873723, 0.956666, 0.591759,
        0.692759, 0.931857, 0.652272, 0.740731, 0.800729, 0.754667, 0.638858, 0.652685, 0.842071, 0.704849,
        0.844979, 0.101485, 0.886611, 0.926127, 0.859501, 0.844339, 0.912557, 0.941193, 0.860462, 0.875778,
        0.927193, 0.302748, 0.096639, 0.416816, 0.833430, 0.848439, 0.384015, 0.792697, 0.537047, 0.665332,
      ]
    ),
    Recording(
      "zailast_v2", own: "SPPPRPRSSRPPPPPRSSRSRPRSPPPSPPSPRRPSPRRS",
      bot: { ZaiLastMixer(variant: .init(version: .v2, firstOwnThrow: nil)) },
      chances: [
        0.333333, 0.333333, 1.000000, 0.400000, 0.756098, 0.400000, 0.920513, 0.890703, 0.952514, 0.599058,
        0.296644, 0.923745, 0.769221, 0.692036, 0.637159, 0.862538, 0.608009, 0.283356, 0.852382, 0.793775,
        0.916372, 0.952023, 0.758345, 0.139137, 0.825408, 0.437340, 0.841774, 0.911987, 0.229779, 0.646652,
        0.880070, 0.469220, 0.245225, 0.975197, 0.606049, 0.748623, 0.397582, 0.227152, 0.495068, 0.301218,
      ]
    ),
    Recording(
      "zailast_v3", own: "SPPRRRPSSRPRPPRSSPSPRPRSPRPRSSSPSRRSPSPR",
      bot: { ZaiLastMixer(variant: .init(version: .v3, firstOwnThrow: 1)) },
      chances: [
        0.333333, 0.333333, 0.333333, 0.550000, 0.761775, 0.498211, 0.173874, 0.830359, 0.613518, 0.701002,
        0.321192, 0.147445, 0.790487, 0.750834, 0.488800, 0.447242, 0.362872, 0.723201, 0.408559, 0.201170,
        0.447177, 0.371234, 0.873531, 0.936037, 0.707574, 0.491092, 0.374796, 0.551758, 0.527530, 0.600061,
        0.655456, 0.389994, 0.717014, 0.457957, 0.547456, 0.850483, 0.339685, 0.847132, 0.289637, 0.417557,
      ]
    ),
    Recording(
      "zailast_v3.1", own: "SPPRRRSSSRSPSSRPSSRPRRRRPRRSSPSSSRPSSSSP",
      bot: { ZaiLastMixer(variant: .init(version: .v31, firstOwnThrow: 1)) },
      chances: [
        0.333333, 0.333333, 0.333333, 0.600000, 0.765396, 0.526756, 0.624932, 0.896992, 0.912337, 0.631063,
        0.766499, 0.669648, 0.307376, 0.340890, 0.570604, 0.441354, 0.542442, 0.348102, 0.837973, 0.271033,
        0.904419, 0.918210, 0.959336, 0.405230, 0.790254, 0.213123, 0.512261, 0.650764, 0.685294, 0.777341,
        0.663923, 0.680090, 0.520569, 0.640114, 0.597568, 0.602620, 0.180280, 0.673930, 0.394914, 0.812942,
      ]
    ),
    Recording(
      "zailast_v4", own: "SPPRRRRSSRRRSSRSSSPRRSPSRRRRSSPSPSRSSSPR",
      bot: { ZaiLastMixer(variant: .init(version: .v4, firstOwnThrow: 1)) },
      chances: [
        0.333333, 0.333333, 0.333333, 0.600000, 0.773532, 0.302240, 0.689874, 0.504736, 0.983445, 0.310210,
        0.663697, 0.295107, 0.223991, 0.323098, 0.425888, 0.329816, 0.177073, 0.374191, 0.481456, 0.273676,
        0.207052, 0.540999, 0.942519, 0.894611, 0.375922, 0.580511, 0.668683, 0.705595, 0.521006, 0.629294,
        0.847071, 0.962390, 0.523196, 0.832234, 0.364787, 0.116159, 0.220111, 0.413287, 0.827223, 0.852062,
      ]
    ),
    Recording(
      "zai_counts_combo_2", own: "PSSRPSRSSSPPRRSPRPPSPSSRRPPSPSPRRRRPPSSP",
      bot: { ZaiCountsCombo(variant: ()) },
      chances: [
        0.333333, 0.333333, 1.000000, 1.000000, 0.537065, 0.574575, 0.389342, 0.320530, 0.610658, 0.493509,
        0.283935, 0.296041, 0.660529, 0.713211, 0.125551, 0.630151, 0.721426, 0.430975, 0.152191, 0.290754,
        0.456727, 0.429809, 0.297530, 0.289373, 0.779373, 0.449762, 0.281691, 0.333297, 0.708601, 0.449752,
        0.808183, 0.351080, 0.404721, 0.179937, 0.373527, 0.356147, 0.302850, 0.465706, 0.149822, 0.683368,
      ]
    ),
    Recording(
      "RNA Polymerase V L20", own: "PSPPSSRRSPSSRRPPRRSSSPPRSRRPSPPRRPSPSPPP",
      bot: { RNAPolymerase(variant: RNAPolymerase.variants[0]) },
      chances: [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333,
        1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000,
        1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000,
      ]
    ),
    Recording(
      "RNA Polymerase V L24R5", own: "PSSRSRSRRPSSRPPPSRSPRRRSPPRSRPRRPPSSPSRR",
      bot: { RNAPolymerase(variant: RNAPolymerase.variants[1]) },
      chances: [
        0.333333, 0.333333, 0.866667, 0.866667, 0.866667, 0.866667, 0.066667, 0.866667, 0.866667, 0.066667,
        0.866667, 0.066667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667,
        0.066667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667,
        0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.866667, 0.066667,
      ]
    ),
    Recording(
      "RNA Polymerase V L4R3", own: "PSSRSRSRRPSSRPPPSRSPRRRSPPRSRPRSPPSSPSRR",
      bot: { RNAPolymerase(variant: RNAPolymerase.variants[2]) },
      chances: [
        0.333333, 0.333333, 0.800000, 0.800000, 0.800000, 0.800000, 0.100000, 0.800000, 0.800000, 0.100000,
        0.800000, 0.100000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000,
        0.100000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000,
        0.800000, 0.100000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000, 0.800000,
      ]
    ),
    Recording(
      "RNA Polymerase V L6R7", own: "PSSRSRRRRPSPSRPPSRSSSRPSPPPRPRRSRPSSRPRS",
      bot: { RNAPolymerase(variant: RNAPolymerase.variants[3]) },
      chances: [
        0.333333, 0.333333, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762,
        0.904762, 0.904762, 0.047619, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762,
        0.904762, 0.904762, 0.904762, 0.904762, 0.047619, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762,
        0.047619, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762, 0.904762,
      ]
    ),
    Recording(
      "RNA Polymerase V L8", own: "PSSRSRRRRPSPRRPPSRSSSRPSSPRRRPRRPSSSSPPR",
      bot: { RNAPolymerase(variant: RNAPolymerase.variants[4]) },
      chances: [
        0.333333, 0.333333, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000,
        1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000,
        1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000,
        1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000,
      ]
    ),
  ]

  @Test(
    "gives each throw of the real bot the chance the bot gave it, in every round of a recorded game",
    arguments: recordings)
  func matchesTheRealBotsChances(recording: Recording) {
    // Arrange
    var bot = recording.bot()
    var differences: [Double] = []

    // Act
    for (round, throwMade) in Array(recording.own).enumerated() {
      differences.append(abs(bot.chances[Self.index(of: throwMade)] - recording.chances[round]))
      bot.record(own: Self.index(of: throwMade), other: Self.index(of: Self.other[round]))
    }

    // Assert
    #expect((differences.max() ?? 1) < 1e-6, "largest difference \(differences.max() ?? 1)")
  }

  @Test(
    "identifies the bots whose throws lean far from even in every game against random throws",
    arguments: [
      "RunDMC2", "RunDMCDiscounted95", "SimpleDMC", "MixTapeKT", "CTW KT", "CTW Laplace", "CTW Hutter",
      "zai_mix_history_v1", "zai_mix_history_v2", "zailast", "zailast_v2", "zailast_v3", "zailast_v3.1",
      "zailast_v4", "zai_counts_combo_2", "RNA Polymerase V L20", "RNA Polymerase V L24R5",
      "RNA Polymerase V L4R3", "RNA Polymerase V L6R7", "RNA Polymerase V L8",
    ])
  func identifiesTheBots(name: String) throws {
    // Arrange: four games of the bot against a player who throws at random.
    let recording = try #require(Self.recordings.first { $0.name == name })

    // Act
    let rounds = (UInt64(1)...4).map { Self.roundsToIdentify(recording.bot(), seed: $0) }

    // Assert: the rounds the bot's first moves give are not enough, and 600 are.
    #expect(rounds.allSatisfy { (9...600).contains($0 ?? -1) }, "identified after \(rounds) rounds")
  }

  @Test(
    "identifies the bots whose throws lean less in most games against random throws",
    arguments: ["RunDMCDiscounted98", "zai_mix_history_v3"])
  func identifiesTheLeastLeaningBots(name: String) throws {
    // Arrange: four games of the bot against a player who throws at random. These bots' throws
    // stay nearer a third (RunDMCDiscounted98's counts forget, zai_mix_history_v3 mixes four
    // guesses), so some games end before 600 rounds bear them out.
    let recording = try #require(Self.recordings.first { $0.name == name })

    // Act
    let rounds = (UInt64(1)...4).map { Self.roundsToIdentify(recording.bot(), seed: $0) }

    // Assert
    let identified = rounds.compactMap { $0 }
    #expect(identified.count >= 3, "identified after \(rounds) rounds")
    #expect(identified.allSatisfy { (9...600).contains($0) }, "identified after \(rounds) rounds")
  }

  @Test(
    "never takes players who are not the bots for them, and stops once its quiet rounds run out",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func neverIdentifiesOthers(bot: Bot) {
    // Arrange, act
    let trials = [
      Self.trial(of: SamplingBotModel<DynamicMarkovSampler>(), against: bot),
      Self.trial(of: SamplingBotModel<ContextTreeWeightingBot>(), against: bot),
      Self.trial(of: SamplingBotModel<ZaiMixHistory>(), against: bot),
      Self.trial(of: SamplingBotModel<ZaiLastMixer>(), against: bot),
      Self.trial(of: SamplingBotModel<ZaiCountsCombo>(), against: bot),
      Self.trial(of: SamplingBotModel<MultiArmedBandit>(), against: bot),
      Self.trial(of: SamplingBotModel<RNAPolymerase>(), against: bot),
    ]

    // Assert
    #expect(trials.allSatisfy { $0.stopped && !$0.everIdentified }, "\(trials)")
  }

  /// The rounds a model of the bot's family takes to identify it, or nil.
  private static func roundsToIdentify<Copy: SamplingBot>(_ bot: Copy, seed: UInt64) -> Int? {
    var agent = SamplingAgent(bot: bot, seed: seed)
    var model = SamplingBotModel<Copy>()
    let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
      model.update(theirMoves: theirs, myMoves: mine)
      return model.identifiesPlayer || model.isStopped
    }
    return model.identifiesPlayer ? rounds : nil
  }

  private static func trial<Copy: SamplingBot>(
    of model: SamplingBotModel<Copy>, against bot: Bot
  ) -> (stopped: Bool, everIdentified: Bool) {
    var model = model
    return trialAgainstSuiteBot(bot, limit: SamplingBotModel<Copy>.quietRounds + 1) { theirs, mine in
      model.update(theirMoves: theirs, myMoves: mine)
      return (model.identifiesPlayer, model.isStopped)
    }
  }

  private static func index(of letter: Character) -> Int {
    ["R": 0, "P": 1, "S": 2][letter] ?? -1
  }
}
