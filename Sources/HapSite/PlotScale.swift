/// The mapping from milliseconds and intensity to SVG user units shared by a page's plot and
/// its lanes, so they line up on one time axis as the editor's grid and lane do.
struct PlotScale: Equatable, Sendable {
  /// The drawing's width and height.
  var width: Double
  var height: Double
  /// Room left of the plot (the intensity labels) and under it (the time labels).
  var left: Double
  var bottom: Double
  /// The time at the right edge, in milliseconds (at least 1).
  var span: Int

  /// The x of `time` ms.
  func x(_ time: Double) -> Double {
    left + time / Double(max(span, 1)) * (width - left - 4)
  }

  /// The y of intensity `level` (1 at the top, 0 on the axis).
  func y(_ level: Double) -> Double {
    let top = 4.0
    return top + (1 - min(max(level, 0), 1)) * (height - bottom - top)
  }

  /// A coordinate with at most one decimal, so the files stay small and diff well.
  static func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }

  /// A round step for time ticks (1, 2 or 5 times a power of ten): about five ticks over
  /// `span` ms.
  static func tickStep(for span: Int) -> Int {
    let rough = max(Double(span) / 5, 1)
    var power = 1
    while true {
      for factor in [1, 2, 5] where Double(power * factor) >= rough { return power * factor }
      power *= 10
    }
  }
}
