import HapModel
import HapRender

/// The designer's tags of a pattern, derived from its track: how strong, how sharp, what
/// shape and how long. A pattern without a track (intent only) is tagged by its intent alone.
struct PatternTags: Equatable, Sendable {
  /// `light` (peak under 0.4), `medium` (under 0.75) or `strong`.
  var intensity: String?
  /// `dull`, `soft`, `crisp` or `sharp`: the sharpness band of the strongest event.
  var sharpness: String?
  /// `tap` (one transient), `taps` (several), `buzz` (flat continuous only), `ramp` (a
  /// rising curve), `mixed` (transients and continuous), or `intent-only`.
  var shape: String
  /// `instant` (up to 50 ms), `short` (up to 300 ms), `medium` (up to 1000 ms) or `long`.
  var length: String?

  init(_ pattern: HapticPattern) {
    let events = pattern.events
    guard !events.isEmpty else {
      shape = "intent-only"
      return
    }
    let strongest = events.max { $0.effectiveIntensity < $1.effectiveIntensity }!
    let peak = strongest.effectiveIntensity
    intensity = peak < 0.4 ? "light" : peak < 0.75 ? "medium" : "strong"
    sharpness = SharpnessFill.names[SharpnessBand.band(strongest.effectiveSharpness)]
    let transients = events.filter { $0.type == .transient }.count
    let continuous = events.count - transients
    if continuous == 0 {
      shape = transients == 1 ? "tap" : "taps"
    } else if transients > 0 {
      shape = "mixed"
    } else if events.contains(where: { CurveShape.isSloped($0.curve) }) {
      shape = "ramp"
    } else {
      shape = "buzz"
    }
    let total = pattern.length
    length = total <= 50 ? "instant" : total <= 300 ? "short" : total <= 1000 ? "medium" : "long"
  }

  /// The tags in reading order.
  var all: [String] { [intensity, sharpness, shape, length].compactMap { $0 } }
}
