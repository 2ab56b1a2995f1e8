/// A point of a plot: a time in milliseconds and an intensity in 0…1.
public struct PlotPoint: Equatable, Sendable {
  public var time: Double
  public var level: Double

  public init(time: Double, level: Double) {
    self.time = time
    self.level = level
  }
}
