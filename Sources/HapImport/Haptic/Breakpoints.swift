/// A piecewise-linear signal given by breakpoints (time in ms, value), as `.haptic` envelopes
/// are: linear between breakpoints, the first value before the first, the last after the last.
/// Several breakpoints at one time make an instant step: from that time on, the last of them.
struct Breakpoints {
  let times: [Double]
  let values: [Double]

  /// The value at `time`. `hint` is where the previous (earlier) lookup ended, so a sweep in
  /// time order costs one step per breakpoint.
  func value(at time: Double, hint: inout Int) -> Double {
    guard let first = times.first else { return 0 }
    if time < first { return values[0] }
    if hint < 0 || hint >= times.count || times[hint] > time { hint = 0 }
    // The last breakpoint at or before `time`.
    while hint + 1 < times.count, times[hint + 1] <= time { hint += 1 }
    guard hint + 1 < times.count else { return values[times.count - 1] }
    let span = times[hint + 1] - times[hint]
    guard span > 0 else { return values[hint + 1] }
    return values[hint] + (values[hint + 1] - values[hint]) * (time - times[hint]) / span
  }
}
