/// Finds emphasis the way Meta's (Lofelt Studio's) analysis does: peaks of the amplitude
/// envelope after it is reduced to breakpoints (D110), with smaller rises kept where the
/// spectrum has an onset, each placed on its rise (D230).
///
/// The envelope is reduced by Visvalingam–Whyatt to `resolution` breakpoints per second; a
/// breakpoint is a peak when it rises above the one before by more than the minimum rise and
/// the one after is lower, or higher by less than `plateau` × that rise. The minimum rise is
/// 0.2 × (1 − sensitivity): Meta's 0.1 at the default 0.5. A peak rising by less, but by more
/// than `fluxRise`, is kept when a spectral-flux onset lies from `fluxWindow` ms before it to
/// 5 ms after. Each peak is placed where its rise, from the lowest point of the 30 ms before
/// it, first reaches `onsetFraction` of its height (1: at the peak); peaks felt closer than
/// `spacing` ms keep the larger rise (earlier on ties). Last, a spectral-flux onset with no
/// transient within `spacing` ms becomes one, felt `fluxDelay` ms after its frame starts, when
/// the envelope there rises by at least `fluxAloneRise` (D356); then each of the high band's
/// onsets (`HighBandOnsets`, D380) with no transient within `spacing` ms, in time order.
struct EmphasisDetector {
  /// Meta's plateau factor: a rise may go on by a quarter of itself after a peak.
  static let plateau = 0.25
  /// How far back a peak's rise is looked for, in ms.
  static let riseLookback = 30
  /// A flux onset is felt this long after its frame starts (the 32 ms frame's new energy lies
  /// in its later part; `SpectralFlux` reads the envelope as far on).
  static let fluxDelay = 10

  /// One emphasis: where it is felt, and the peak it belongs to.
  struct Emphasis: Equatable {
    var at: Int
    var peak: Int
  }

  var sensitivity: Double
  var resolution: Double
  var spacing: Int
  var fluxRise = 1.0
  var fluxWindow = 40
  var onsetFraction = 1.0
  /// The rise a flux onset alone needs (1: flux onsets alone are never transients).
  var fluxAloneRise = 1.0

  /// The minimum rise at this sensitivity.
  var minimumRise: Double { 0.2 * (1 - min(max(sensitivity, 0), 1)) }

  /// The emphases of `envelope`, in time order; `onsets` are the spectral-flux onsets (ms,
  /// in order), `highBand` the high band's (in order).
  func emphases(_ envelope: [Double], onsets: [Int] = [], highBand: [Emphasis] = []) -> [Emphasis] {
    emphases(envelope, points: reduction.kept(envelope), onsets: onsets, highBand: highBand)
  }

  /// The reduction of the envelope whose breakpoints are the candidate peaks.
  var reduction: BreakpointReduction { BreakpointReduction(perSecond: max(resolution, 1)) }

  /// The emphases of `envelope` as `emphases(_:onsets:)` finds them, given its breakpoints
  /// (`reduction.kept(envelope)`, which may be computed elsewhere, a run of regions at a time).
  func emphases(
    _ envelope: [Double], points: [Int], onsets: [Int], highBand: [Emphasis] = []
  ) -> [Emphasis] {
    var candidates: [(at: Int, rise: Double)] = []
    var previous = 0.0
    var nextOnset = 0
    for (offset, index) in points.enumerated().dropLast() {
      let level = envelope[index]
      let following = envelope[points[offset + 1]]
      let rise = level - previous
      previous = level
      guard rise > min(minimumRise, fluxRise), following < level + rise * Self.plateau else {
        continue
      }
      if rise <= minimumRise {
        while nextOnset < onsets.count, onsets[nextOnset] < index - fluxWindow { nextOnset += 1 }
        guard nextOnset < onsets.count, onsets[nextOnset] <= index + 5 else { continue }
      }
      candidates.append((index, rise))
    }
    candidates.sort { ($0.rise, -$0.at) > ($1.rise, -$1.at) }
    // The spacing is kept between the felt times (D350): two peaks 50 ms apart whose rises
    // differ in length may otherwise be felt closer than that.
    var kept: [Emphasis] = []
    for candidate in candidates {
      let felt = onset(of: candidate.at, in: envelope)
      if kept.allSatisfy({ abs($0.at - felt) >= spacing }) {
        kept.append(Emphasis(at: felt, peak: candidate.at))
      }
    }
    if fluxAloneRise < 1 {
      for onset in onsets {
        guard let alone = aloneEmphasis(at: onset + Self.fluxDelay, in: envelope),
          kept.allSatisfy({ abs($0.at - alone.at) >= spacing })
        else { continue }
        kept.append(alone)
      }
    }
    for band in highBand where kept.allSatisfy({ abs($0.at - band.at) >= spacing }) {
      kept.append(band)
    }
    return kept.sorted { ($0.at, $0.peak) < ($1.at, $1.peak) }
  }

  /// A transient felt at `at` ms, its peak the loudest of the next `riseLookback` ms, when that
  /// peak rises above the lowest of the `riseLookback` ms before `at` by at least
  /// `fluxAloneRise`; else `nil`.
  private func aloneEmphasis(at: Int, in envelope: [Double]) -> Emphasis? {
    guard at >= 0, at < envelope.count else { return nil }
    var peak = at
    for index in at..<min(envelope.count, at + Self.riseLookback)
    where envelope[index] > envelope[peak] {
      peak = index
    }
    var trough = envelope[at]
    for index in max(0, at - Self.riseLookback)..<at { trough = min(trough, envelope[index]) }
    guard envelope[peak] - trough >= fluxAloneRise else { return nil }
    return Emphasis(at: at, peak: peak)
  }

  /// Where the rise to `peak` first reaches `onsetFraction` of its height.
  private func onset(of peak: Int, in envelope: [Double]) -> Int {
    Self.onset(of: peak, in: envelope, fraction: onsetFraction)
  }

  /// Where the rise to `peak` of `levels` (from its lowest over the `riseLookback` ms before)
  /// first reaches `fraction` of its height; `peak` itself for a fraction of 1 or more.
  static func onset(of peak: Int, in levels: [Double], fraction: Double) -> Int {
    guard fraction < 1 else { return peak }
    var trough = peak
    for index in max(0, peak - riseLookback)..<peak where levels[index] < levels[trough] {
      trough = index
    }
    let target = levels[trough] + fraction * (levels[peak] - levels[trough])
    var at = trough
    while at < peak, levels[at] < target { at += 1 }
    return at
  }
}
