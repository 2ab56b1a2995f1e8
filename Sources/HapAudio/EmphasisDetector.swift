/// Finds emphasis the way Meta's (Lofelt Studio's) analysis does: peaks of the amplitude
/// envelope after it is reduced to breakpoints (D110).
///
/// The envelope is reduced by Visvalingam–Whyatt to `resolution` breakpoints per second; a
/// breakpoint is a peak when it rises above the one before by more than the minimum rise and
/// the one after is lower, or higher by less than `plateau` × that rise. The minimum rise is
/// 0.2 × (1 − sensitivity): Meta's 0.1 at the default 0.5. Peaks closer than `spacing` ms keep
/// the larger rise (earlier on ties).
struct EmphasisDetector {
  /// Meta's plateau factor: a rise may go on by a quarter of itself after a peak.
  static let plateau = 0.25

  var sensitivity: Double
  var resolution: Double
  var spacing: Int

  /// The minimum rise at this sensitivity.
  var minimumRise: Double { 0.2 * (1 - min(max(sensitivity, 0), 1)) }

  /// The milliseconds of the peaks, in time order.
  func emphases(_ envelope: [Double]) -> [Int] {
    let points = BreakpointReduction(perSecond: max(resolution, 1)).kept(envelope)
    var candidates: [(at: Int, rise: Double)] = []
    var previous = 0.0
    for (offset, index) in points.enumerated().dropLast() {
      let level = envelope[index]
      let following = envelope[points[offset + 1]]
      let rise = level - previous
      if rise > minimumRise, following < level + rise * Self.plateau {
        candidates.append((index, rise))
      }
      previous = level
    }
    candidates.sort { ($0.rise, -$0.at) > ($1.rise, -$1.at) }
    var kept: [Int] = []
    for candidate in candidates where kept.allSatisfy({ abs($0 - candidate.at) >= spacing }) {
      kept.append(candidate.at)
    }
    return kept.sorted()
  }
}
