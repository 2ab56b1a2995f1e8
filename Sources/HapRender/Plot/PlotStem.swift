/// A transient as a stem: a vertical line at `at` up to its intensity, headed by its sharpness.
public struct PlotStem: Equatable, Sendable {
  public var at: Int
  /// The intensity, 0…1 (the stem's height).
  public var level: Double
  /// The sharpness, 0…1 (the head's shading).
  public var sharpness: Double

  public init(at: Int, level: Double, sharpness: Double) {
    self.at = at
    self.level = level
    self.sharpness = sharpness
  }
}
