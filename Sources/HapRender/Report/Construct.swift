/// A format construct whose survival the honesty report tracks.
public enum Construct: String, CaseIterable, Sendable {
  case intent
  case intensity
  case sharpness
  case curve
  case transient
  case continuous
  case duration
  case primitive
  case web
  case reduced
}
