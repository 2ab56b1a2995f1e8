import HapModel

/// Which object of the grammar a place in the block is inside.
enum ObjectRole: Equatable, Sendable {
  /// The top-level object.
  case pattern
  /// An object in `track`.
  case event
  /// The `fallbacks` object.
  case fallbacks
  /// Anything else (an unknown member's value).
  case other

  /// The member names the grammar defines for the role, in canonical order.
  var members: [String] {
    switch self {
    case .pattern: PatternKeys.pattern
    case .event: PatternKeys.event
    case .fallbacks: PatternKeys.fallbacks
    case .other: []
    }
  }
}
