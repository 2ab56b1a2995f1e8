/// A run of held steps or curve pieces (what an import writes) seen as one envelope of
/// breakpoints, and the envelope turned back into steps (issue 22, item 2).
///
/// `breakpoints(of:tolerance:)` reads the shape the run plays at every millisecond (touching
/// held steps read as lines between their middles: the shape the stairs approximate) and keeps
/// the fewest corners (Ramer–Douglas–Peucker) whose straight lines stay within the tolerance of
/// it. `steps(from:tolerance:)` plays the lines back as held steps, each as long as its values
/// stay within the tolerance (as `StepFitter` and `simplify` do), so a round trip stays within
/// twice the tolerance plus half the largest stair of the run at every millisecond. Edits of the breakpoints
/// (`moving`, `adding`, `removing`) are pure and keep the points in time order.
public enum StepEnvelope {
  /// The intensity and sharpness `run` plays at each millisecond from its first start to its
  /// last end (gaps play silence at the sharpness before them).
  static func samples(of run: [TrackEvent]) -> (start: Int, levels: [Double], crisp: [Double]) {
    guard let first = run.first else { return (0, [], []) }
    let start = first.at
    let end = run.reduce(start) { max($0, $1.end) }
    var levels = [Double](repeating: 0, count: max(end - start, 0))
    var crisp = [Double](repeating: first.effectiveSharpness, count: levels.count)
    for event in run where event.type == .continuous {
      let duration = max(event.duration ?? 0, 0)
      for offset in 0..<duration {
        let index = event.at - start + offset
        let fraction = Double(offset) / Double(duration)
        levels[index] = event.effectiveIntensity * TimeEdit.level(event.curve, fraction)
        crisp[index] = event.effectiveSharpness
      }
    }
    // Touching held steps are a stair-stepped shape: between their middles the shape runs
    // in a line, so the breakpoints follow what the stairs approximate, not every stair.
    let flat = run.filter(StepSimplifier.isStep)
    for (a, b) in zip(flat, flat.dropFirst()) where a.end == b.at {
      let from = Double(a.at) + Double(a.duration ?? 0) / 2
      let to = Double(b.at) + Double(b.duration ?? 0) / 2
      var time = Int(from.rounded(.up))
      while Double(time) < to {
        let fraction = (Double(time) - from) / (to - from)
        let index = time - start
        levels[index] =
          a.effectiveIntensity + (b.effectiveIntensity - a.effectiveIntensity) * fraction
        crisp[index] =
          a.effectiveSharpness + (b.effectiveSharpness - a.effectiveSharpness) * fraction
        time += 1
      }
    }
    return (start, levels, crisp)
  }

  /// The fewest breakpoints whose lines stay within `tolerance` of what `run` plays; the
  /// first is at the run's start and the last at its end.
  public static func breakpoints(of run: [TrackEvent], tolerance: Double) -> [Breakpoint] {
    let (start, levels, crisp) = samples(of: run)
    guard !levels.isEmpty else { return [] }
    // Point i stands for millisecond i; one more at the end repeats the last value.
    let values = levels + [levels[levels.count - 1]]
    let crisps = crisp + [crisp[crisp.count - 1]]
    var keep = [Bool](repeating: false, count: values.count)
    keep[0] = true
    keep[values.count - 1] = true
    var stack = [(0, values.count - 1)]
    while let (low, high) = stack.popLast() {
      guard high - low > 1 else { continue }
      var worst = 0.0
      var worstIndex = low
      for index in (low + 1)..<high {
        let fraction = Double(index - low) / Double(high - low)
        let line = values[low] + (values[high] - values[low]) * fraction
        let crispLine = crisps[low] + (crisps[high] - crisps[low]) * fraction
        let error = max(abs(values[index] - line), abs(crisps[index] - crispLine))
        if error > worst {
          worst = error
          worstIndex = index
        }
      }
      guard worst > tolerance else { continue }
      keep[worstIndex] = true
      stack.append((low, worstIndex))
      stack.append((worstIndex, high))
    }
    return keep.indices.filter { keep[$0] }.map { index in
      Breakpoint(
        time: start + index, intensity: UnitValue.clamped(values[index]),
        sharpness: UnitValue.clamped(crisps[index]))
    }
  }

  /// The envelope's value at millisecond `time`, on the line between its neighbours.
  static func value(at time: Double, _ points: [Breakpoint]) -> (Double, Double) {
    guard let first = points.first, let last = points.last else { return (0, 0) }
    if time <= Double(first.time) { return (first.intensity, first.sharpness) }
    if time >= Double(last.time) { return (last.intensity, last.sharpness) }
    let next = points.firstIndex { Double($0.time) > time } ?? points.count - 1
    let a = points[next - 1]
    let b = points[next]
    let fraction = (time - Double(a.time)) / Double(max(b.time - a.time, 1))
    return (
      a.intensity + (b.intensity - a.intensity) * fraction,
      a.sharpness + (b.sharpness - a.sharpness) * fraction
    )
  }

  /// The envelope played as held steps within `tolerance`, ids from `firstID`; silent
  /// stretches are left out (they play nothing).
  public static func steps(from points: [Breakpoint], tolerance: Double, firstID: Int)
    -> [TrackEvent]
  {
    guard let first = points.first, let last = points.last, last.time > first.time else {
      return []
    }
    var steps: [TrackEvent] = []
    var id = firstID
    let span = 2 * tolerance + 1e-9
    var from = first.time
    while from < last.time {
      var (low, crispLow) = value(at: Double(from), points)
      var (high, crispHigh) = (low, crispLow)
      var to = from + 1
      while to < last.time {
        let (level, crisp) = value(at: Double(to), points)
        let newLow = min(low, level)
        let newHigh = max(high, level)
        let newCrispLow = min(crispLow, crisp)
        let newCrispHigh = max(crispHigh, crisp)
        guard newHigh - newLow <= span, newCrispHigh - newCrispLow <= span else { break }
        (low, high, crispLow, crispHigh) = (newLow, newHigh, newCrispLow, newCrispHigh)
        to += 1
      }
      let level = UnitValue.clamped((low + high) / 2)
      if level > 0 {
        steps.append(
          TrackEvent(
            id: EventID(id), at: from, type: .continuous, intensity: level,
            sharpness: UnitValue.clamped((crispLow + crispHigh) / 2), duration: to - from,
            curve: .hold))
        id += 1
      }
      from = to
    }
    return steps
  }

  /// The points with point `index` moved to `time` and `intensity`, kept between its
  /// neighbours (1 ms from each) and in 0...1; the ends keep their times.
  public static func moving(
    _ points: [Breakpoint], _ index: Int, to time: Int, intensity: Double
  ) -> [Breakpoint] {
    guard points.indices.contains(index) else { return points }
    var result = points
    let low = index == 0 ? points[0].time : points[index - 1].time + 1
    let high = index == points.count - 1 ? points[index].time : points[index + 1].time - 1
    let edge = index == 0 || index == points.count - 1
    result[index].time = edge ? points[index].time : min(max(time, low), max(high, low))
    result[index].intensity = UnitValue.clamped(intensity)
    return result
  }

  /// The points with one more at `time`, on the line (so the envelope plays the same until
  /// it is moved); unchanged when a point is there already or `time` is outside.
  public static func adding(_ points: [Breakpoint], at time: Int) -> [Breakpoint] {
    guard let first = points.first, let last = points.last, time > first.time,
      time < last.time, !points.contains(where: { $0.time == time })
    else { return points }
    let (level, crisp) = value(at: Double(time), points)
    var result = points
    let index = points.firstIndex { $0.time > time } ?? points.count
    result.insert(
      Breakpoint(
        time: time, intensity: UnitValue.clamped(level), sharpness: UnitValue.clamped(crisp)),
      at: index)
    return result
  }

  /// The points without point `index`; the two ends stay (they bound the envelope).
  public static func removing(_ points: [Breakpoint], _ index: Int) -> [Breakpoint] {
    guard index > 0, index < points.count - 1 else { return points }
    var result = points
    result.remove(at: index)
    return result
  }
}
