/// Medians of timed samples, a subject interleaved with its floor so that both see the same
/// moments of a shared, noisy machine.
struct Sampling {
  /// Samples taken of each, after warming up.
  let runs: Int
  /// A sample repeats its body until it has run this long, so that short bodies are not lost
  /// in the clock's resolution; the sample is the mean of those repetitions.
  var sampleDuration: Duration = .milliseconds(20)
  /// At most this many repetitions in one sample.
  var maximumBatch = 200

  /// The medians, in milliseconds, of `floor` and `subject`, and the median of the ratios of
  /// their samples taken side by side. Each body times itself (so that it can leave setup and
  /// clean-up out) and returns what it timed.
  func medians(
    floor: () -> Duration, subject: () -> Duration
  ) -> (floor: Double, subject: Double, ratio: Double) {
    for _ in 0..<2 {
      _ = floor()
      _ = subject()
    }
    let floorBatch = batch(for: floor)
    let subjectBatch = batch(for: subject)
    var floors: [Double] = []
    var subjects: [Double] = []
    for _ in 0..<runs {
      floors.append(mean(of: floor, times: floorBatch))
      subjects.append(mean(of: subject, times: subjectBatch))
    }
    return (median(floors), median(subjects), pairedRatio(subjects, floors))
  }

  private func batch(for body: () -> Duration) -> Int {
    let once = max(body(), .nanoseconds(1))
    return max(1, min(maximumBatch, Int(sampleDuration / once)))
  }

  private func mean(of body: () -> Duration, times: Int) -> Double {
    var total = Duration.zero
    for _ in 0..<times { total += body() }
    return total.milliseconds / Double(times)
  }
}

/// The middle value (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// The median of `values[i] / floors[i]`: the machine slows down for seconds at a time, and a
/// sample and its floor, taken next to each other, see the same speed.
func pairedRatio(_ values: [Double], _ floors: [Double]) -> Double {
  median(zip(values, floors).map { value, floor in floor > 0 ? value / floor : 0 })
}

/// Times `body` on the continuous clock.
func timed(_ body: () -> Void) -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  return clock.now - start
}

extension Duration {
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
  }

  var milliseconds: Double { nanoseconds / 1e6 }
}
