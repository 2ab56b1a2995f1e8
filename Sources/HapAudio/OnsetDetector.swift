import HapModel

/// Finds onsets as sudden rises of the envelope against its recent average.
///
/// The rise at a millisecond is the envelope there minus its minimum over the previous
/// `riseWindow` ms; an onset is a local maximum of the rise that exceeds
/// `k × (mean of the previous averageWindow ms) + c`, where `k` and `c` fall as the sensitivity
/// grows. Onsets closer than `spacing` ms keep the stronger one.
struct OnsetDetector {
  static let riseWindow = 10
  /// 150 ms (100 before): with the bar's constant 0.02 + 0.16 × (1 − sensitivity) (0.2 before),
  /// recall 0.123 → 0.136 and precision 0.713 → 0.720 against the designers' emphasis points;
  /// spectral flux did worse (D067).
  static let averageWindow = 150
  /// Onsets whose peak is quieter than this are not transients.
  static let floor = 0.05

  var sensitivity: Double
  /// The shortest gap between two onsets, in ms (by default 50, where HAPW04 starts to warn).
  var spacing = UsageThresholds.tapSpacing

  /// The milliseconds at which onsets peak, in time order.
  func onsets(_ envelope: [Double]) -> [Int] {
    let count = envelope.count
    guard count > 2 else { return [] }
    let s = min(max(sensitivity, 0), 1)
    let k = 2 * (1 - s)
    let c = 0.02 + 0.16 * (1 - s)
    var rise = [Double](repeating: 0, count: count)
    for index in 0..<count {
      var low = envelope[index]
      for back in max(0, index - Self.riseWindow)..<index where envelope[back] < low {
        low = envelope[back]
      }
      rise[index] = envelope[index] - low
    }
    var sum = 0.0
    var candidates: [(at: Int, strength: Double)] = []
    for index in 0..<count {
      sum += envelope[index]
      if index >= Self.averageWindow { sum -= envelope[index - Self.averageWindow] }
      let mean = sum / Double(min(index + 1, Self.averageWindow))
      let isPeak =
        (index == 0 || rise[index] > rise[index - 1])
        && (index + 1 == count || rise[index] >= rise[index + 1])
      if isPeak, envelope[index] > Self.floor, rise[index] >= k * mean + c {
        candidates.append((index, rise[index]))
      }
    }
    // Strongest first (earlier on ties), each kept only if no kept onset is within spacing.
    candidates.sort { ($0.strength, -$0.at) > ($1.strength, -$1.at) }
    var kept: [Int] = []
    for candidate in candidates
    where kept.allSatisfy({ abs($0 - candidate.at) >= spacing }) {
      kept.append(candidate.at)
    }
    return kept.sorted()
  }
}
