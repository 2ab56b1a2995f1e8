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

  /// The construct's position in `Construct.allCases` (a switch: hashing a construct for
  /// every entry of a long report cost more than the rest of a tally).
  public var index: Int {
    switch self {
    case .intent: 0
    case .intensity: 1
    case .sharpness: 2
    case .curve: 3
    case .transient: 4
    case .continuous: 5
    case .duration: 6
    case .primitive: 7
    case .web: 8
    case .reduced: 9
    }
  }
}
