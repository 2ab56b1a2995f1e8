import HapRender

/// The device operations that play a rumble schedule, with their times: the player's pure core.
///
/// The player keeps one effect and updates it in place, the way Chromium's gamepad player does:
/// the first step is uploaded before the clock starts, so the first deadline costs only a play
/// write. A step that follows another without a gap is an in-place update of the playing effect;
/// a step after a gap is uploaded right after the stop that opens the gap (updating a stopped
/// effect only stores it) and started at its time. Every upload has the same finite length,
/// `effectLength`: the memless engine computes an update's replay window from the previously
/// stored copy, so delay and length must not change between updates, and a motor whose process
/// hangs stops by itself. Steps longer than `refreshInterval` are re-uploaded every
/// `refreshInterval` ms so the window never runs out under them.
public struct PlaybackPlan: Equatable, Sendable {
  /// Slack between the longest stretch without an upload and the effect's replay length.
  public static let margin = 250
  /// The longest replay length haptui uploads (Chromium uses 5000 ms as well).
  public static let longestEffect = 5000
  /// How often a long step is re-uploaded.
  public static let refreshInterval = longestEffect - margin

  /// The magnitudes uploaded before the clock starts (nil when the schedule is silent).
  public var preload: RumbleEffect?
  /// The cues of the first pass.
  public var firstPass: [PlaybackCue]
  /// The cues of every later pass when looping (the first cue differs when the pattern wraps
  /// around without a gap).
  public var laterPass: [PlaybackCue]
  /// The length of one pass in milliseconds.
  public var length: Int
  /// `replay.length` of every upload, in milliseconds.
  public var effectLength: Int

  /// Plans `schedule`; with `looping`, the last step of a pass leads into the first of the next.
  public init(_ schedule: RumbleSchedule, looping: Bool = false) {
    let steps = Self.playableSteps(schedule.steps)
    length = max(schedule.length, steps.last?.end ?? 0)
    let longest = steps.map(\.duration).max() ?? 0
    effectLength = min(longest, Self.refreshInterval) + Self.margin
    guard let first = steps.first else {
      preload = nil
      firstPass = []
      laterPass = []
      return
    }
    preload = RumbleEffect(strong: first.strong, weak: first.weak, length: effectLength)
    let wraps = looping ? first : nil
    firstPass = Self.cues(for: steps, continuing: false, next: wraps, passLength: length)
    let seamless = first.at == 0 && steps.last?.end == length
    laterPass =
      looping ? Self.cues(for: steps, continuing: seamless, next: wraps, passLength: length) : []
  }

  /// Steps in time order with overlaps clipped, and empty or silent steps dropped (silence is
  /// a gap: the motor is stopped rather than driven at zero).
  static func playableSteps(_ steps: [RumbleStep]) -> [RumbleStep] {
    var result: [RumbleStep] = []
    for step in steps.sorted(by: { $0.at < $1.at }) {
      var step = step
      if step.at < 0 {
        step.duration += step.at
        step.at = 0
      }
      if let previous = result.last, previous.end > step.at {
        result[result.count - 1].duration = step.at - previous.at
        if result[result.count - 1].duration <= 0 { result.removeLast() }
      }
      guard step.duration > 0, step.strong != 0 || step.weak != 0 else { continue }
      result.append(step)
    }
    return result
  }

  /// The cues of one pass. `continuing` means the effect is already playing when the pass
  /// begins (the previous pass ended exactly where this one's first step starts); `next` is the
  /// step that follows the pass (the first of the next pass when looping).
  static func cues(
    for steps: [RumbleStep], continuing: Bool, next: RumbleStep?, passLength: Int
  ) -> [PlaybackCue] {
    var cues: [PlaybackCue] = []
    for (index, step) in steps.enumerated() {
      let joined = index == 0 ? continuing : steps[index - 1].end == step.at
      if joined {
        cues.append(PlaybackCue(at: step.at, action: .load(strong: step.strong, weak: step.weak)))
      } else {
        cues.append(PlaybackCue(at: step.at, action: .start))
      }
      var refresh = step.at + refreshInterval
      while refresh < step.end {
        cues.append(PlaybackCue(at: refresh, action: .load(strong: step.strong, weak: step.weak)))
        refresh += refreshInterval
      }
      var following = index + 1 < steps.count ? steps[index + 1] : nil
      if following == nil, var wrapped = next {
        wrapped.at += passLength
        following = wrapped
      }
      if let following, following.at == step.end { continue }
      cues.append(PlaybackCue(at: step.end, action: .stop))
      if let following {
        cues.append(
          PlaybackCue(at: step.end, action: .load(strong: following.strong, weak: following.weak)))
      }
    }
    return cues
  }
}
