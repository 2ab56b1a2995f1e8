/// The envelope of a continuous event's intensity over its duration.
public enum Curve: String, CaseIterable, Sendable {
  case linear
  case easeIn
  case easeOut
  case hold
}
