import Glibc
import Testing

/// Compares text with stored snapshot files; `HAPTUI_RECORD=1 swift test` writes them instead
/// and fails each test that wrote one (as swift-snapshot-testing's record mode does), so an
/// environment variable can never turn the suite green: review the diff, then run again.
///
/// A mismatch fails the test with the lines that differ (expected `-`, actual `+`), so a change
/// to a screen or an artefact is reviewed line by line before it is re-recorded.
public struct SnapshotFolder: Sendable {
  /// The editor's screens and widget pictures (`Tests/HapTUITests/Snapshots/*.txt`).
  public static let screens = SnapshotFolder(
    "Tests/HapTUITests/Snapshots", suffix: ".txt", endsWithNewline: true)
  /// The emitters' artefacts and reports (`Tests/HapRenderTests/Golden/*.golden`, a suffix that
  /// keeps SwiftPM from compiling them).
  public static let golden = SnapshotFolder(
    "Tests/HapRenderTests/Golden", suffix: ".golden", endsWithNewline: false)

  /// The folder, inside the repository.
  public let folder: String
  public let suffix: String
  /// Whether a stored file holds the text and one more newline.
  public let endsWithNewline: Bool

  public init(_ relative: String, suffix: String, endsWithNewline: Bool) {
    folder = Repository.path(relative)
    self.suffix = suffix
    self.endsWithNewline = endsWithNewline
  }

  /// Whether this run records snapshots instead of checking them.
  public static var isRecording: Bool {
    getenv("HAPTUI_RECORD").map { String(cString: $0) == "1" } ?? false
  }

  /// Checks `actual` against the snapshot `name`, or records it.
  public func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = "\(folder)/\(name)\(suffix)"
    if Self.isRecording {
      mkdir(folder, 0o755)
      if !TextFile.write(actual + (endsWithNewline ? "\n" : ""), to: path) {
        Issue.record("cannot write \(path)", sourceLocation: sourceLocation)
        return
      }
      Self.recorded(path, sourceLocation: sourceLocation)
      return
    }
    guard let stored = TextFile.read(path) else {
      Issue.record(
        "no snapshot \(name)\(suffix); run with HAPTUI_RECORD=1 to record it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = endsWithNewline && stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
    guard expected != actual else { return }
    let report = "snapshot \(name) differs (re-record with HAPTUI_RECORD=1 if intended):\n"
    Issue.record(
      Comment(rawValue: report + Self.diff(expected, actual)), sourceLocation: sourceLocation)
  }

  /// Fails the running test for having recorded `path`: a recording run is never a pass.
  public static func recorded(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let message =
      "recorded \(path) (HAPTUI_RECORD=1): review the diff, then run the tests again without "
      + "HAPTUI_RECORD"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// The lines that differ, numbered, as `-expected` and `+actual`.
  public static func diff(_ expected: String, _ actual: String) -> String {
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
}
