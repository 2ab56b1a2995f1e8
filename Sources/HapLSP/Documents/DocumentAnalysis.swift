import HapModel
import HapRender

/// What the checker says about one version of an open document, worked out once.
public struct DocumentAnalysis: Sendable {
  /// The document as read from the editor's text (never from disk).
  public let document: HapDocument
  /// The checker's findings, the same `validate` prints for the same bytes.
  public let findings: [Finding]
  /// The text the analysis was made from.
  public let text: TextBuffer

  /// The analysis of `text`; `earlier`, the document of the text before a change, lets an
  /// edit inside the track be read without parsing the whole block again (D430).
  public init(text: TextBuffer, path: String?, earlier: EarlierReading? = nil) {
    self.text = text
    document = HapDocument(bytes: text.bytes, path: path, earlier: earlier)
    findings = Checker.findings(for: document)
  }

  /// The byte range of the haptic block's content, when there is a block.
  public var blockRange: Range<Int>? { document.block?.contentRange }

  /// The byte offset of a checker position (1-based line, column in Unicode scalars).
  public func offset(of diagnostic: Diagnostic) -> Int {
    text.offset(line: diagnostic.line, column: diagnostic.column)
  }

  /// The byte range a diagnostic underlines (`DiagnosticSpan`).
  public func range(of diagnostic: Diagnostic) -> Range<Int> {
    DiagnosticSpan.range(of: diagnostic, in: text, block: blockRange)
  }
}
