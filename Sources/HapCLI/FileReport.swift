import HapLSP
import HapModel
import HapRender

/// What `validate` prints and counts for one file, worked out on any thread.
struct FileReport: Sendable {
  var file: String
  var diagnostics: [Diagnostic]
  var readConformant: Bool
  /// The pattern's id and where it is written, for the duplicate-id check across files (HAP009).
  var id: DuplicateIDRule.Entry
  /// The file's bytes and its block's range, kept only for the formats that give end positions.
  var bytes: [UInt8]
  var block: Range<Int>?
  /// The file's lines or JSON object, made beside the checks when no finding across files is
  /// known yet (`prepare`): the common case then costs the printing thread nothing.
  var prepared: String?

  /// Reads and checks `file`; the document is dropped once its report is made.
  /// `listedRegular`: the folder walk listed it as a regular file; `threads`: how many the
  /// read may use (`HapDocument.read`).
  init(file: String, keepingBytes: Bool, listedRegular: Bool = false, threads: Int = 1) {
    // Only what the report needs outlives the read: the bytes and the JSON tree of a large
    // file are freed before HAPW03 plans the pattern, so the two never add up. The github
    // and sarif formats keep the bytes for the diagnostics' end positions.
    let (read, pattern, fence, readConformant, id, bytes, block) = {
      () -> (
        [Finding], HapticPattern?, SourcePosition?, Bool, DuplicateIDRule.Entry, [UInt8],
        Range<Int>?
      ) in
      let document = HapDocument.read(
        path: file, listedRegular: listedRegular, threads: threads)
      return (
        Checker.readingFindings(of: document), document.pattern, document.block?.fencePosition,
        document.isConformant,
        DuplicateIDRule.Entry(
          path: file, id: document.pattern?.id,
          position: DuplicateIDRule.idPosition(of: document)),
        keepingBytes ? document.bytes : [], document.block?.contentRange
      )
    }()
    self.file = file
    diagnostics = Checker.completed(read, pattern: pattern, fence: fence).map(\.diagnostic)
    self.readConformant = readConformant
    self.id = id
    self.bytes = bytes
    self.block = block
  }

  /// Makes `output(format, colour:)`'s text now, on the thread that checked the file, for the
  /// formats whose text is per file (human and json); `text(_:colour:extra:)` uses it when no
  /// finding across files was added.
  mutating func prepare(_ format: ReportFormat, colour: Bool) {
    guard format == .human || format == .json else { return }
    prepared = output(format, colour: colour).text
  }

  /// The file's lines or JSON object with `extra` findings (`output`'s text), the prepared one
  /// when there are none.
  func text(_ format: ReportFormat, colour: Bool, extra: [Diagnostic]) -> (
    text: String, results: [JSONValue]
  ) {
    if extra.isEmpty, let prepared { return (prepared, []) }
    return output(format, colour: colour, extra: extra)
  }

  /// Whether the file is conformant, given the findings across files in `extra`.
  func conformant(_ extra: [Diagnostic] = []) -> Bool {
    readConformant && !extra.contains { $0.severity == .error }
  }

  /// Counted in place, without joining the two arrays (D394).
  func errors(_ extra: [Diagnostic] = []) -> Int {
    diagnostics.count { $0.severity == .error } + extra.count { $0.severity == .error }
  }

  func warnings(_ extra: [Diagnostic] = []) -> Int {
    diagnostics.count { $0.severity == .warning } + extra.count { $0.severity == .warning }
  }

  /// The file's lines (human, github) or its JSON object (json), and its SARIF results (sarif),
  /// with `extra` findings.
  func output(_ format: ReportFormat, colour: Bool, extra: [Diagnostic] = []) -> (
    text: String, results: [JSONValue]
  ) {
    let all = diagnostics + extra
    switch format {
    case .human: return (DiagnosticReport.human(file: file, all, colour: colour), [])
    case .json:
      return (DiagnosticReport.jsonObject(file: file, conformant: conformant(extra), all), [])
    case .github, .sarif:
      let buffer = TextBuffer(bytes)
      let ends = all.map { DiagnosticSpan.end(of: $0, in: buffer, block: block) }
      if format == .github {
        return (zip(all, ends).map { GitHubAnnotation.line(file: file, $0, end: $1) }.joined(), [])
      }
      return ("", zip(all, ends).map { SarifLog.result(file: file, $0, end: $1) })
    }
  }
}
