import Glibc

/// A folder under /tmp for one test, removed when the test ends.
final class TemporaryFolder {
  let path: String

  init() {
    var template = Array("/tmp/haptui-test-XXXXXX".utf8CString)
    path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
  }

  deinit {
    _ = system("rm -rf '\(path)'")
  }

  /// Copies a file of the package's Patterns folder here and returns the copy's path.
  func copy(pattern name: String) -> String {
    let source = Self.packageRoot + "/Patterns/" + name
    let target = path + "/" + name
    write(Self.read(source)!, to: target)
    return target
  }

  func write(_ bytes: [UInt8], to path: String) {
    let file = fopen(path, "wb")!
    _ = fwrite(bytes, 1, bytes.count, file)
    fclose(file)
  }

  static func read(_ path: String) -> [UInt8]? {
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

  /// The package root, found from this file's path.
  static let packageRoot: String = {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()
}

/// The parts of a `.hap.md` file around its haptic block: everything before the opening fence
/// and everything after the closing one, which an edit of the track must leave byte-identical.
func prose(of bytes: [UInt8]) -> (before: String, after: String) {
  let text = String(decoding: bytes, as: UTF8.self)
  guard let open = text.range(of: "```haptic"),
    let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
  else { return (text, "") }
  return (String(text[..<open.lowerBound]), String(text[close.upperBound...]))
}
