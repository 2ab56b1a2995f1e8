/// A pattern-level field the editor can set, with its new value.
///
/// Optional values clear the member when `nil`.
public enum PatternField: Equatable, Sendable {
  case id(String)
  case intent(String?)
  case requiredCapability(String?)
  case fallbacksWeb([Int]?)
  case fallbacksReduced(String?)
}
