import HapRender

/// How a loop repeats (issue 22 item 4): a pause after each pass, so a tap can be auditioned
/// every 500 ms rather than as a buzz, and how many passes (`nil`: until stopped).
public struct LoopPlan: Sendable, Equatable {
  /// Stillness after each pass but the last, in milliseconds.
  public var gap: Int
  /// How many passes play; `nil`: until stopped.
  public var count: Int?

  public init(gap: Int = 0, count: Int? = nil) {
    self.gap = max(gap, 0)
    self.count = count
  }

  /// Whether another pass follows pass `pass` (1 is the first).
  public func continues(after pass: Int) -> Bool { count.map { pass < $0 } ?? true }

  /// `schedule` repeated `count` times with `gap` ms of stillness between passes, as one
  /// finite schedule (for a player that plays a schedule once).
  public func unrolled(_ schedule: RumbleSchedule, period: Int? = nil) -> RumbleSchedule {
    let passes = max(count ?? 1, 1)
    let every = (period ?? schedule.length) + gap
    var steps: [RumbleStep] = []
    for pass in 0..<passes {
      steps += schedule.steps.map { step in
        var moved = step
        moved.at += pass * every
        return moved
      }
    }
    return RumbleSchedule(steps: steps)
  }

  /// `schedule` followed by `gap` ms at zero strength, for a player that loops a schedule.
  public func padded(_ schedule: RumbleSchedule) -> RumbleSchedule {
    guard gap > 0 else { return schedule }
    return RumbleSchedule(
      steps: schedule.steps + [
        RumbleStep(at: schedule.length, duration: gap, strong: 0, weak: 0)
      ])
  }
}
