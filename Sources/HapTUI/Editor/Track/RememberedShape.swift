import HapModel

/// The values a new event inherits from the last one added or edited: sharpness, curve and
/// duration, as one value so undo can put back what they were before an undone edit (D152).
public struct RememberedShape: Equatable, Sendable {
  public var sharpness: Double?
  public var curve: Curve?
  public var duration: Int?

  public init(sharpness: Double? = nil, curve: Curve? = nil, duration: Int? = nil) {
    self.sharpness = sharpness
    self.curve = curve
    self.duration = duration
  }
}
