import Glibc
import Testing

/// Compares text with a golden file beside the tests; `HAPTUI_RECORD=1 swift test` rewrites the
/// golden files instead (review the diff before committing them).
enum Snapshot {
  /// The folder holding golden files.
  static let folder: String = {
    let path = #filePath
    let cut = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    return cut + "/Golden"
  }()

  static var recording: Bool { getenv("HAPTUI_RECORD").map { String(cString: $0) } == "1" }

  /// Checks `text` against `Golden/<name>.golden` (the suffix keeps SwiftPM from compiling it), recording an issue with the first differing lines.
  static func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = folder + "/" + name + ".golden"
    if recording {
      mkdir(folder, 0o755)
      guard let file = fopen(path, "w") else {
        Issue.record("cannot write \(path)", sourceLocation: sourceLocation)
        return
      }
      fputs(text, file)
      fclose(file)
      return
    }
    guard let golden = read(path) else {
      Issue.record(
        "no golden file \(name); run HAPTUI_RECORD=1 swift test --filter GoldenTests",
        sourceLocation: sourceLocation)
      return
    }
    guard golden != text else { return }
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for line in 0..<max(expected.count, actual.count) where diff.count < 12 {
      let old = line < expected.count ? String(expected[line]) : "<none>"
      let new = line < actual.count ? String(actual[line]) : "<none>"
      if old != new { diff.append(contentsOf: ["line \(line + 1):", "- " + old, "+ " + new]) }
    }
    let message = "\(name) differs from its golden file:\n" + diff.joined(separator: "\n")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  private static func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
