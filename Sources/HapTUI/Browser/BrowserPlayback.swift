/// What the browser is playing: which pattern, for how long, and how far it has got.
public struct BrowserPlayback: Equatable, Sendable {
  public var path: String
  public var id: String
  /// How long the playhead runs, in milliseconds.
  public var length: Int
  /// Milliseconds since the start.
  public var elapsed: Int
  public var generation: Int

  public init(path: String, id: String, length: Int, elapsed: Int = 0, generation: Int) {
    self.path = path
    self.id = id
    self.length = length
    self.elapsed = elapsed
    self.generation = generation
  }
}
