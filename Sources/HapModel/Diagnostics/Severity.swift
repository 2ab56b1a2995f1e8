/// How serious a diagnostic is: errors break conformance, warnings do not.
public enum Severity: String, Sendable, Comparable {
  case error
  case warning

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .error && rhs == .warning
  }
}
