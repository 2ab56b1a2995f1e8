import HapModel

/// What analysing the attached sound into a track gave: the events and a summary of the import
/// report, or why it could not be done.
public struct SoundAnalysis: Equatable, Sendable {
  /// The sound's path, as the lane resolved it.
  public var path: String
  /// The value of `audio:` that names it.
  public var name: String
  /// The request's generation: only the newest one's answer is taken.
  public var generation: Int
  /// The track the analysis made (empty when it failed).
  public var events: [TrackEvent]
  /// What the analysis derived, in a few words (`12 hold steps, 1 transient`).
  public var summary: String
  /// Why no track was made (nothing above the threshold, not a sound…), with its code.
  public var problem: String?

  public init(
    path: String, name: String, generation: Int = 0, events: [TrackEvent] = [],
    summary: String = "", problem: String? = nil
  ) {
    self.path = path
    self.name = name
    self.generation = generation
    self.events = events
    self.summary = summary
    self.problem = problem
  }
}
