/// The envelope of a continuous event's intensity over its duration.
public enum Curve: String, CaseIterable, Sendable {
  case linear
  case easeIn
  case easeOut
  case hold

  /// The curve named by `rawValue`, compared directly rather than through the synthesized
  /// table search (D301).
  public init?(rawValue: String) {
    switch rawValue.utf8.count {
    case 6 where rawValue == "linear": self = .linear
    case 6 where rawValue == "easeIn": self = .easeIn
    case 7 where rawValue == "easeOut": self = .easeOut
    case 4 where rawValue == "hold": self = .hold
    default: return nil
    }
  }
}
