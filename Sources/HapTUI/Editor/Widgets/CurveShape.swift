import HapModel

/// The envelope a curve gives a continuous event's intensity, as drawn on the grid.
///
/// The 0.1 grammar gives no formula (platform-facts §11 question 5). The editor draws each
/// curve rising from silence to the event's intensity: `linear` evenly, `easeIn` slowly at
/// first (t²), `easeOut` quickly at first (1 − (1 − t)²); `hold` and no curve stay level.
enum CurveShape {
  /// The fraction of the event's intensity at `fraction` (0…1) of its duration.
  static func level(_ curve: Curve?, at fraction: Double) -> Double {
    let t = min(max(fraction, 0), 1)
    switch curve {
    case .linear: return t
    case .easeIn: return t * t
    case .easeOut: return 1 - (1 - t) * (1 - t)
    case .hold, nil: return 1
    }
  }

  /// Whether the curve's height changes over the event (so it is drawn finer than a cell).
  static func isSloped(_ curve: Curve?) -> Bool {
    switch curve {
    case .linear, .easeIn, .easeOut: true
    case .hold, nil: false
    }
  }
}
