import HapModel

/// One AHAP layer's intensity curves, indexed so a lookup by time costs a binary search.
///
/// Core Haptics applies the latest curve that has started; past that curve's last control
/// point there is no control (1). A layer with thousands of curves is common in imports, so
/// neither lookup walks every curve.
struct AHAPCurveIndex {
  /// The curves by start time.
  private let curves: [AHAPCurve]
  /// Each curve's start, parallel to `curves`.
  private let starts: [Double]
  /// Whether each curve's control points are in time order (a binary search needs it).
  private let ordered: [Bool]
  /// Every control point's time from the pattern start, ascending.
  private let pointTimes: [Double]

  /// Indexes `curves`.
  init(_ curves: [AHAPCurve]) {
    let sorted = curves.sorted { $0.time < $1.time }
    self.curves = sorted
    starts = sorted.map(\.time)
    ordered = sorted.map { curve in
      zip(curve.points, curve.points.dropFirst()).allSatisfy { $0.time <= $1.time }
    }
    pointTimes = sorted.flatMap { curve in curve.points.map { curve.time + $0.time } }.sorted()
  }

  /// The control points' times strictly between `start` and `stop`, ascending.
  func pointTimes(after start: Double, before stop: Double) -> ArraySlice<Double> {
    var hint = 0
    return pointTimes(after: start, before: stop, hint: &hint)
  }

  /// `pointTimes(after:before:)`, searched from `hint` (the last call's answer, updated), which
  /// makes lookups in time order cheap.
  func pointTimes(after start: Double, before stop: Double, hint: inout Int) -> ArraySlice<Double> {
    let low = SortedSearch.firstIndex(in: pointTimes.count, near: hint) { pointTimes[$0] > start }
    let high = SortedSearch.firstIndex(in: pointTimes.count, near: low) { pointTimes[$0] >= stop }
    hint = low
    return low < high ? pointTimes[low..<high] : []
  }

  /// The intensity control at `time`: the latest started curve, interpolated linearly between
  /// its points; 1 when no curve covers `time`.
  func control(at time: Double) -> Double {
    var hint = 0
    return control(at: time, hint: &hint)
  }

  /// `control(at:)`, the curve searched from `hint` (the last call's answer, updated): a
  /// layer's events come in time order, so the next curve is found in a step or two (a binary
  /// search over thousands of curves for every point mispredicted most of its branches).
  func control(at time: Double, hint: inout Int) -> Double {
    let after = SortedSearch.firstIndex(in: starts.count, near: hint) { starts[$0] > time }
    hint = after
    guard after > 0 else { return 1 }
    let curve = curves[after - 1]
    let points = curve.points
    guard let last = points.last, time <= curve.time + last.time else { return 1 }
    let offset = time - curve.time
    if offset <= points[0].time { return points[0].value }
    let next: Int
    if ordered[after - 1] {
      next = 1 + SortedSearch.firstIndex(in: points.count - 1) { offset <= points[$0 + 1].time }
    } else {
      next = points.indices.dropFirst().first { offset <= points[$0].time } ?? points.count
    }
    guard next < points.count else { return last.value }
    let previous = points[next - 1]
    let point = points[next]
    let width = point.time - previous.time
    guard width > 0 else { return point.value }
    return previous.value + (point.value - previous.value) * (offset - previous.time) / width
  }

}
