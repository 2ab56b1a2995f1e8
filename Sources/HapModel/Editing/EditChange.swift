/// What one undo step changed: the span of the track it replaced, and the rest of the pattern,
/// the selection, the title and the attached sound before and after.
public struct EditChange: Equatable, Sendable {
  public var track: TrackPatch
  /// The pattern without its events (`track` is `[]`, or `nil` when the pattern had none).
  public var headBefore: HapticPattern
  public var headAfter: HapticPattern
  public var selectionBefore: [EventID]
  public var selectionAfter: [EventID]
  public var titleBefore: String?
  public var titleAfter: String?
  public var audioBefore: String?
  public var audioAfter: String?

  public init(from before: EditSnapshot, to after: EditSnapshot) {
    track = TrackPatch.between(before.pattern.events, after.pattern.events)
    headBefore = Self.head(of: before.pattern)
    headAfter = Self.head(of: after.pattern)
    selectionBefore = before.selection
    selectionAfter = after.selection
    titleBefore = before.title
    titleAfter = after.title
    audioBefore = before.audio
    audioAfter = after.audio
  }

  /// A change of the track by `track` alone (the rest of `pattern`, the title and the sound
  /// stay), with the selection before and after: what a keystroke's patch makes (D139).
  public init(
    track: TrackPatch, of pattern: HapticPattern, selectionBefore: [EventID],
    selectionAfter: [EventID], title: String?, audio: String?
  ) {
    self.track = track
    headBefore = Self.head(of: pattern)
    headAfter = headBefore
    self.selectionBefore = selectionBefore
    self.selectionAfter = selectionAfter
    titleBefore = title
    titleAfter = title
    audioBefore = audio
    audioAfter = audio
  }

  /// What the change holds, for the history's budget: events and selected ids.
  public var cost: Int { track.eventCount + selectionBefore.count + selectionAfter.count }

  /// The snapshot before the change, from the one after it. The track is patched in place
  /// when `after` holds the only reference to it (an undo then costs what the step touched).
  public func reverted(from after: consuming EditSnapshot) -> EditSnapshot {
    let events = after.pattern.track.take() ?? []
    return EditSnapshot(
      pattern: Self.pattern(headBefore, events: track.reverted(from: consume events)),
      selection: selectionBefore, title: titleBefore, audio: audioBefore)
  }

  /// The snapshot after the change, from the one before it (in place, as `reverted(from:)`).
  public func applied(to before: consuming EditSnapshot) -> EditSnapshot {
    let events = before.pattern.track.take() ?? []
    return EditSnapshot(
      pattern: Self.pattern(headAfter, events: track.applied(to: consume events)),
      selection: selectionAfter, title: titleAfter, audio: audioAfter)
  }

  /// This change followed by `next`, given `middle`, the snapshot between them.
  func then(_ next: EditChange, through middle: [TrackEvent]) -> EditChange {
    var merged = self
    merged.track = track.then(next.track, through: middle)
    merged.headAfter = next.headAfter
    merged.selectionAfter = next.selectionAfter
    merged.titleAfter = next.titleAfter
    merged.audioAfter = next.audioAfter
    return merged
  }

  private static func head(of pattern: HapticPattern) -> HapticPattern {
    var head = pattern
    head.track = pattern.track == nil ? nil : []
    return head
  }

  private static func pattern(_ head: HapticPattern, events: [TrackEvent]) -> HapticPattern {
    var pattern = head
    if pattern.track != nil { pattern.track = events }
    return pattern
  }
}
