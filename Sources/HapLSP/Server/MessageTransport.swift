/// Where the server's bytes come from and go to: stdio in `haptui lsp`, pipes or memory in
/// tests.
public protocol MessageTransport {
  /// Waits at most `timeout` milliseconds for bytes.
  mutating func read(timeout: Int) -> TransportRead
  /// Writes all of `bytes` (one framed message).
  mutating func write(_ bytes: [UInt8])
  /// Writes one log line where the client cannot see it (stderr).
  mutating func log(_ line: String)
}

/// What one read gave.
public enum TransportRead: Equatable, Sendable {
  case bytes([UInt8])
  case timeout
  /// The client closed the stream.
  case closed
}
