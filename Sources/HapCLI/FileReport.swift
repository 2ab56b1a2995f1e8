import HapModel
import HapRender

/// What `validate` prints and counts for one file, worked out on any thread.
struct FileReport: Sendable {
  /// The file's lines (human output) or its JSON object.
  var text: String
  var conformant: Bool
  var errors: Int
  var warnings: Int

  /// Reads and checks `file`; the document is dropped once its report is made.
  init(file: String, json: Bool, colour: Bool) {
    // Only what the report needs outlives the read: the bytes and the JSON tree of a large
    // file are freed before HAPW03 plans the pattern, so the two never add up.
    let (read, pattern, fence, readConformant) = {
      () -> ([Finding], HapticPattern?, SourcePosition?, Bool) in
      let document = HapDocument.read(path: file)
      return (
        Checker.readingFindings(of: document), document.pattern, document.block?.fencePosition,
        document.isConformant
      )
    }()
    let found = Checker.completed(read, pattern: pattern, fence: fence).map(\.diagnostic)
    conformant = readConformant
    errors = found.count { $0.severity == .error }
    warnings = found.count { $0.severity == .warning }
    text =
      json
      ? DiagnosticReport.jsonObject(file: file, conformant: conformant, found)
      : DiagnosticReport.human(file: file, found, colour: colour)
  }
}
