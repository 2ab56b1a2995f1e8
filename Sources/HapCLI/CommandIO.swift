import Glibc

/// Where a command writes its output, so tests can capture it.
public struct CommandIO: Sendable {
  /// Writes to standard output (text is written as given; add newlines yourself).
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void
  /// Whether standard output is a terminal (commands may colour their output when it is).
  public var isTerminal: Bool
  /// Writes UTF-8 bytes to standard output, as `out` writes a text: a piece of a long
  /// artefact goes out as it is made, without becoming a `String` (D330). Each piece ends
  /// where a character ends (`AHAPLines` cuts them so), so decoding one loses nothing.
  public var outBytes: @Sendable (UnsafeBufferPointer<UInt8>) -> Void

  /// An `io` writing through `out` and `err`; without `outBytes`, bytes are decoded and handed
  /// to `out`.
  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    isTerminal: Bool = false,
    outBytes: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)? = nil
  ) {
    self.out = out
    self.err = err
    self.isTerminal = isTerminal
    self.outBytes = outBytes ?? { out(String(decoding: $0, as: UTF8.self)) }
  }

  /// The process's real standard output and error.
  public static let standard = CommandIO(
    out: { writeAll($0, to: 1) },
    err: { writeAll($0, to: 2) },
    isTerminal: isatty(1) != 0,
    outBytes: { writeAll($0, to: 1) }
  )
}

/// Writes all of `text` to a file descriptor, retrying short writes and interrupted calls.
///
/// A native string is written from its own storage, without a copy (a long track's artefact
/// is tens of MB; D182).
func writeAll(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { writeAll($0, to: descriptor) }
}

/// Writes all of `bytes` to a file descriptor, retrying short writes and interrupted calls.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
  bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
}

/// Writes all of `bytes` to a file descriptor, retrying short writes and interrupted calls.
func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
  guard let base = bytes.baseAddress else { return }
  var offset = 0
  while offset < bytes.count {
    let written = write(descriptor, base + offset, bytes.count - offset)
    if written < 0 {
      if errno == EINTR { continue }
      return
    }
    offset += written
  }
}
