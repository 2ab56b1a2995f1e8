/// A continuous event as a filled shape: from `at` for `duration` ms, its top edge following
/// the curve (`top` runs left to right; the bottom edge is the time axis).
public struct PlotSpan: Equatable, Sendable {
  public var at: Int
  public var duration: Int
  /// The top edge, from the event's start to its end.
  public var top: [PlotPoint]
  /// The event's sharpness, 0…1 (the shading).
  public var sharpness: Double

  public init(at: Int, duration: Int, top: [PlotPoint], sharpness: Double) {
    self.at = at
    self.duration = duration
    self.top = top
    self.sharpness = sharpness
  }
}
