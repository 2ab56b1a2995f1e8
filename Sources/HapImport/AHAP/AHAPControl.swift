/// A dynamic parameter of an AHAP over time (`HapticIntensityControl`,
/// `HapticSharpnessControl`): `Parameter` steps and `ParameterCurve`s in the order they start.
///
/// As Core Haptics plays them: each change is in force from its `Time` until the next one
/// starts; a curve interpolates linearly between its control points (whose times count from
/// the curve's `Time`), gives its first value before its first point, and its last value holds
/// until the next change. Before any change the parameter has its default.
struct AHAPControl {
  enum Change {
    case step(Double)
    /// Control points at absolute times (ms), ascending.
    case curve([(time: Double, value: Double)])
  }

  let neutral: Double
  /// Changes by start time (ms); at equal times the later one in the file wins.
  private(set) var changes: [(start: Double, change: Change)] = []

  init(neutral: Double) {
    self.neutral = neutral
  }

  var isEmpty: Bool { changes.isEmpty }

  mutating func add(at start: Double, _ change: Change) {
    changes.append((start, change))
  }

  /// Sorts the changes by start, keeping file order among equal starts.
  mutating func finish() {
    changes = changes.enumerated().sorted {
      $0.element.start != $1.element.start
        ? $0.element.start < $1.element.start : $0.offset < $1.offset
    }.map(\.element)
  }

  /// The value in force at `time` (ms).
  func value(at time: Double) -> Double {
    // The last change starting at or before `time`.
    var low = 0
    var high = changes.count
    while low < high {
      let middle = (low + high) / 2
      if changes[middle].start <= time { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return neutral }
    switch changes[low - 1].change {
    case .step(let value): return value
    case .curve(let points): return Self.interpolate(points, at: time)
    }
  }

  /// The times (ms) in `range` where the value may change course: change starts and control
  /// points of the changes in force there (found by binary search, so many events over many
  /// curves stay cheap).
  func knots(in range: ClosedRange<Double>) -> [Double] {
    // The first change starting after the range's start; the one before it is in force there.
    var low = 0
    var high = changes.count
    while low < high {
      let middle = (low + high) / 2
      if changes[middle].start <= range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var result: [Double] = []
    var index = max(low - 1, 0)
    while index < changes.count, changes[index].start <= range.upperBound {
      let (start, change) = changes[index]
      if range.contains(start) { result.append(start) }
      if case .curve(let points) = change {
        for point in points where range.contains(point.time) { result.append(point.time) }
      }
      index += 1
    }
    return result
  }

  /// Whether the parameter differs from `neutral` anywhere in `range` (ms).
  func departs(in range: ClosedRange<Double>) -> Bool {
    if abs(value(at: range.lowerBound) - neutral) > 1e-9 { return true }
    return knots(in: range).contains { abs(value(at: $0) - neutral) > 1e-9 }
  }

  static func interpolate(_ points: [(time: Double, value: Double)], at time: Double) -> Double {
    guard let first = points.first else { return 1 }
    if time <= first.time { return first.value }
    for index in 1..<max(points.count, 1) where index < points.count {
      let left = points[index - 1]
      let right = points[index]
      if time <= right.time {
        let span = right.time - left.time
        if span <= 0 { return right.value }
        return left.value + (right.value - left.value) * (time - left.time) / span
      }
    }
    return points[points.count - 1].value
  }
}
