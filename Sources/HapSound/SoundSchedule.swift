/// Where a sound should be at any moment: which frame is heard at a monotonic instant.
///
/// Pure arithmetic, so the sync is tested without a clock: the frame `startFrame` is heard at
/// `instant`, and every later frame follows at the clip's rate, until `endFrame`.
public struct SoundSchedule: Equatable, Sendable {
  /// The first frame played (the offset into the clip).
  public var startFrame: Int
  /// One past the last frame played.
  public var endFrame: Int
  /// Frames per second.
  public var rate: Int
  /// When `startFrame` is heard (CLOCK_MONOTONIC nanoseconds): the haptics' start instant.
  public var instant: UInt64

  /// Plays `clip` from `fromMilliseconds` for at most `lengthMilliseconds` (`nil`: to its end),
  /// starting at `instant`.
  public init(
    clip: SoundClip, fromMilliseconds: Int, lengthMilliseconds: Int? = nil, instant: UInt64
  ) {
    startFrame = clip.frame(atMilliseconds: fromMilliseconds)
    let end = lengthMilliseconds.map { clip.frame(atMilliseconds: fromMilliseconds + $0) }
    endFrame = max(startFrame, end ?? clip.frames)
    rate = clip.format.rate
    self.instant = instant
  }

  /// The frame heard at `now` (before `instant`: `startFrame`; after the end: `endFrame`).
  public func dueFrame(at now: UInt64) -> Int {
    guard now > instant, rate > 0 else { return startFrame }
    let elapsed = Int((now - instant) / 1000)  // microseconds: no overflow for days of sound
    return min(startFrame + elapsed * rate / 1_000_000, endFrame)
  }

  /// When the last frame is heard.
  public var endInstant: UInt64 {
    guard rate > 0 else { return instant }
    return instant + UInt64(endFrame - startFrame) * 1_000_000_000 / UInt64(rate)
  }

  /// Whether there is anything to play.
  public var isEmpty: Bool { endFrame <= startFrame }
}
