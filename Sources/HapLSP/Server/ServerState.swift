/// Where the server is in the LSP lifecycle.
public enum ServerState: Equatable, Sendable {
  /// Before `initialize`: requests get ServerNotInitialized, notifications are dropped.
  case waiting
  /// After `initialize`.
  case running
  /// After `shutdown`: requests get InvalidRequest; only `exit` is left.
  case shutDown
  /// After `exit`, with the process' exit status (0 only after a `shutdown`).
  case exited(Int32)
}
