import Glibc

/// Runs a shell command line and collects its output (standard output and error together).
///
/// Uses `popen`, which keeps the caller's environment; Foundation's `Process` is avoided (it
/// can hang waiting for descendants that inherit its pipes).
enum ShellCommand {
  /// The exit status (128 + n when killed by signal n) and the output.
  static func run(_ commandLine: String) -> (status: Int32, output: String) {
    guard let pipe = popen("\(commandLine) 2>&1", "r") else {
      return (127, "popen failed: \(String(cString: strerror(errno)))")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    let raw = pclose(pipe)
    let status: Int32 =
      raw == -1 ? 127 : (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
    return (status, String(decoding: bytes, as: UTF8.self))
  }

  /// `text` as one single-quoted shell word.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
