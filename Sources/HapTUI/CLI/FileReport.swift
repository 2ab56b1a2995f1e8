import HapModel

/// What `validate` prints and counts for one file, worked out on any thread.
struct FileReport: Sendable {
  /// The file's lines (human output) or its JSON object.
  var text: String
  var conformant: Bool
  var errors: Int
  var warnings: Int

  /// Reads and checks `file`; the document is dropped once its report is made.
  init(file: String, json: Bool, colour: Bool) {
    let document = HapDocument.read(path: file)
    let found = ValidateCommand.diagnostics(for: document)
    conformant = document.isConformant
    errors = found.count { $0.severity == .error }
    warnings = found.count { $0.severity == .warning }
    text =
      json
      ? DiagnosticReport.jsonObject(file: file, conformant: conformant, found)
      : DiagnosticReport.human(file: file, found, colour: colour)
  }
}
