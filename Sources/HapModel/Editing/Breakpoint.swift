/// One point of an envelope: a time and the intensity and sharpness there; between two points
/// the values run in a straight line.
public struct Breakpoint: Equatable, Sendable {
  /// Milliseconds from the track's start.
  public var time: Int
  public var intensity: Double
  public var sharpness: Double

  public init(time: Int, intensity: Double, sharpness: Double) {
    self.time = time
    self.intensity = intensity
    self.sharpness = sharpness
  }
}
