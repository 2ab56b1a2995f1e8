import HapAudition

/// The editor's audition target picker (issue 21): the targets found, and the one Space, `s`
/// and `r` play on (`nil`: the rumble device, as without a picker).
public struct AuditionPicker: Equatable, Sendable {
  /// What the last search found; `nil` before the first search.
  public var targets: [TargetListing]?
  /// The chosen target's name (`adb:SERIAL`, `feedbackd`, `sound`), or `nil`.
  public var chosen: String?
  /// The target `haptui edit --target` named, chosen when the search under way lists it.
  public var requested: String?
  /// A search is under way.
  public var searching = false
  /// The sonified track's voice is muted beside an attached sound (`N`, issue 21).
  public var voiceMuted = false

  public init() {}

  /// The targets that can play, in order: the rumble device (`nil`) first.
  public var choices: [String?] {
    [nil]
      + (targets ?? []).filter { $0.problem == nil && !$0.target.hasPrefix("evdev:") }
      .map(\.target)
  }
}
