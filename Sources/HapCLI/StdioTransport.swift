import Glibc
import HapLSP

/// The language server's transport in `haptui lsp`: stdin read with `poll`, framed messages
/// written whole to stdout, log lines to stderr.
struct StdioTransport: MessageTransport {
  mutating func read(timeout: Int) -> TransportRead {
    var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(timeout))
    if ready == 0 { return .timeout }
    if ready < 0 { return errno == EINTR ? .timeout : .closed }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
    if count < 0 { return errno == EINTR || errno == EAGAIN ? .timeout : .closed }
    if count == 0 { return .closed }
    return .bytes(Array(buffer[..<count]))
  }

  mutating func write(_ bytes: [UInt8]) {
    writeAll(bytes, to: 1)
  }

  mutating func log(_ line: String) {
    writeAll(line + "\n", to: 2)
  }

  /// Monotonic milliseconds.
  static func milliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
  }
}
