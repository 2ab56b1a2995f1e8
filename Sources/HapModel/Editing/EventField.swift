/// One field of one track event the editor can set, with its new value.
public enum EventField: Equatable, Sendable {
  case at(Int)
  case type(EventType)
  case intensity(Double?)
  case sharpness(Double?)
  case duration(Int)
  case curve(Curve?)
  case primitive(String?)
}
