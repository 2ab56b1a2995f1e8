import HapRender

/// How far a device's events landed from the times a plan gave them: the timing figure.
///
/// Events are matched to the first pass's cues in order (the preload upload before the start
/// and the stop and erase of the clean-up are not cues). With the player's start time (same
/// clock as the events: CLOCK_MONOTONIC, also inside the QEMU guest) every event's error is
/// its time minus start + offset. Without it, times are taken relative to the first play on
/// both sides: then a late first play shifts every other error by its lateness.
public struct PlaybackTiming: Equatable, Sendable {
  /// Signed errors in milliseconds (observed minus scheduled), one per cue (after the first
  /// play when no start time was given).
  public var errors: [Double]

  public init(errors: [Double]) {
    self.errors = errors
  }

  /// The median of the absolute errors, in milliseconds.
  public var median: Double {
    let sorted = errors.map(abs).sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The largest absolute error, in milliseconds.
  public var worst: Double { errors.map(abs).max() ?? 0 }

  /// Why events could not be matched to the plan.
  public struct Mismatch: Error, Equatable, Sendable {
    public var message: String
  }

  /// Matches `events` (as the device saw them, in order) to `plan`'s first pass.
  public static func measure(
    _ events: [DeviceEvent], against plan: PlaybackPlan, start: UInt64? = nil
  ) throws(Mismatch) -> PlaybackTiming {
    var remaining = events[...]
    if plan.preload != nil {
      guard remaining.first?.kind == .upload else {
        throw Mismatch(
          message: "expected the preload upload first, got \(describe(remaining.first))")
      }
      remaining = remaining.dropFirst()
    }
    var pairs: [(scheduled: Int, observed: UInt64)] = []
    for cue in plan.firstPass {
      let kind: DeviceEvent.Kind =
        switch cue.action {
        case .load: .upload
        case .start: .play
        case .stop: .stop
        }
      guard let event = remaining.first, event.kind == kind else {
        throw Mismatch(
          message: "cue \(pairs.count + 1) (\(kind.rawValue) at \(cue.at) ms): device saw "
            + describe(remaining.first))
      }
      if case .load(let strong, let weak) = cue.action,
        event.effect.map({ ($0.strong, $0.weak) }) ?? (0, 0) != (strong, weak)
      {
        throw Mismatch(
          message: "cue \(pairs.count + 1): uploaded \(describe(event)), planned \(strong)/\(weak)")
      }
      pairs.append((cue.at, event.time))
      remaining = remaining.dropFirst()
    }
    if let start {
      return PlaybackTiming(
        errors: pairs.map { pair in
          Double(Int64(bitPattern: pair.observed &- start)) / 1_000_000 - Double(pair.scheduled)
        })
    }
    // The first cue is always the first play: the reference both sides are measured from.
    guard let base = pairs.first else { return PlaybackTiming(errors: []) }
    let errors = pairs.dropFirst().map { pair in
      (Double(Int64(bitPattern: pair.observed &- base.observed)) / 1_000_000)
        - Double(pair.scheduled - base.scheduled)
    }
    return PlaybackTiming(errors: errors)
  }

  private static func describe(_ event: DeviceEvent?) -> String {
    guard let event else { return "nothing" }
    if let effect = event.effect {
      return "\(event.kind.rawValue) \(effect.strong)/\(effect.weak) length \(effect.length)"
    }
    return event.kind.rawValue
  }
}
