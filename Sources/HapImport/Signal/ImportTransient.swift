/// One tap of a source, with its values as the source plays them.
public struct ImportTransient: Equatable, Sendable {
  /// Time in milliseconds from the pattern's start (before rounding to whole milliseconds).
  public var at: Double
  public var intensity: Double
  public var sharpness: Double?
  /// An Android composition primitive name kept as the event's `primitive` hint.
  public var primitive: String?

  public init(at: Double, intensity: Double, sharpness: Double?, primitive: String? = nil) {
    self.at = at
    self.intensity = intensity
    self.sharpness = sharpness
    self.primitive = primitive
  }
}
