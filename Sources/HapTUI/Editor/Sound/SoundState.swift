/// The sound's state: the lane the frontmatter's `audio:` attaches and the sound card playing it.
public struct SoundState: Equatable, Sendable {
  /// The sound drawn as a lane under the grid; `nil` when none is attached.
  public var lane: SoundLane?
  /// The attached sound's device and the `m` toggle.
  public var card = SoundCardState()
  /// Whether this editor has a sound output to open a card on (a scripted terminal has none).
  public var hasOutput: Bool
  /// The analysis of the sound into a track: the request under way and the settings used.
  public var analysis = SoundAnalysisState()
  /// The lane's sound the card was last opened for (compared by identity).
  var cardSound: AttachedSound?

  /// The sound `lane` shows, the card not yet opened.
  public init(lane: SoundLane? = nil, hasOutput: Bool = false) {
    self.lane = lane
    self.hasOutput = hasOutput
  }
}
