import Glibc
import Testing

/// Compares text with a stored snapshot file; `HAPTUI_RECORD_SNAPSHOTS=1` writes it instead.
///
/// A mismatch fails the test with a line diff (expected `-`, actual `+`), so a change to a
/// screen is reviewed line by line before it is re-recorded.
enum Snapshot {
  static let folder: String = {
    let file = #filePath
    return String(file[..<file.lastIndex(of: "/")!]) + "/Snapshots"
  }()

  static var isRecording: Bool {
    getenv("HAPTUI_RECORD_SNAPSHOTS").map { String(cString: $0) == "1" } ?? false
  }

  static func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = "\(folder)/\(name).txt"
    if isRecording {
      write(actual + "\n", to: path)
      return
    }
    guard let stored = read(path) else {
      Issue.record(
        "no snapshot \(name).txt; run with HAPTUI_RECORD_SNAPSHOTS=1 to record it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
    guard expected != actual else { return }
    let report =
      "snapshot \(name) differs (re-record with HAPTUI_RECORD_SNAPSHOTS=1 if intended):\n"
    Issue.record(Comment(rawValue: report + diff(expected, actual)), sourceLocation: sourceLocation)
  }

  /// The lines that differ, numbered, as `-expected` and `+actual`.
  static func diff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let a = index < old.count ? String(old[index]) : nil
      let b = index < new.count ? String(new[index]) : nil
      guard a != b else { continue }
      lines.append("line \(index + 1):")
      if let a { lines.append("- \(a)") }
      if let b { lines.append("+ \(b)") }
    }
    return lines.joined(separator: "\n")
  }

  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func write(_ text: String, to path: String) {
    guard let file = fopen(path, "wb") else { return }
    let bytes = Array(text.utf8)
    _ = fwrite(bytes, 1, bytes.count, file)
    fclose(file)
  }
}
