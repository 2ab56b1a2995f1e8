/// Collects a command's standard output and writes it in large pieces, not a call per file.
struct BufferedOutput {
  /// Past this many bytes the buffer is written out.
  static let threshold = 1 << 16

  let io: CommandIO
  private var pending = ""

  init(io: CommandIO) {
    self.io = io
  }

  mutating func write(_ text: String) {
    pending += text
    if pending.utf8.count >= Self.threshold { flush() }
  }

  /// Writes whatever is pending (call it before the command returns).
  mutating func flush() {
    guard !pending.isEmpty else { return }
    io.out(pending)
    pending = ""
  }
}
