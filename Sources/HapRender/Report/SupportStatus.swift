/// Whether a construct survived to a platform: kept as written, approximated, or dropped.
public enum SupportStatus: String, CaseIterable, Sendable {
  case kept
  case approximated
  case dropped
}
