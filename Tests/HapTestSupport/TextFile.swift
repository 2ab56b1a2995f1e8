import Glibc

/// Whole-file reads and writes for tests, without Foundation.
public enum TextFile {
  /// The bytes of `path`, or `nil` when it cannot be opened.
  public static func bytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  /// The text of `path` (UTF-8, invalid bytes replaced), or `nil` when it cannot be opened.
  public static func read(_ path: String) -> String? {
    bytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `bytes` to `path`; whether it worked.
  @discardableResult
  public static func write(_ bytes: [UInt8], to path: String) -> Bool {
    // "e": close-on-exec, so a process another test spawns meanwhile does not keep the file
    // open for writing (running a script written here would then fail "Text file busy").
    guard let file = fopen(path, "wbe") else { return false }
    let written = fwrite(bytes, 1, bytes.count, file)
    return fclose(file) == 0 && written == bytes.count
  }

  /// Writes `text` to `path`; whether it worked.
  @discardableResult
  public static func write(_ text: String, to path: String) -> Bool {
    write(Array(text.utf8), to: path)
  }
}
