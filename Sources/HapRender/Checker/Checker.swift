import HapModel

/// The one checker below every front end: `validate`, `render`'s warnings, the editor's
/// Problems pane and the fuzzer all ask it, so they agree by construction.
///
/// A document's complete findings are what reading it reports (the structural rules HAP000-
/// HAP008 and the usage warnings) plus the render warnings only rendering can decide (HAPW03),
/// in file order, each tied to the track event it is about.
public enum Checker {
  /// Every finding about `document`, in file order.
  public static func findings(for document: HapDocument) -> [Finding] {
    completed(
      readingFindings(of: document), pattern: document.pattern,
      fence: document.block?.fencePosition)
  }

  /// Only the errors of `document` (what makes it non-conformant), without rendering: render
  /// warnings are never errors.
  public static func errors(of document: HapDocument) -> [Finding] {
    located(document.errors, in: document)
  }

  /// What reading `document` found, tied to events: the first half of `findings(for:)`, for a
  /// caller that frees the document before the render warnings are worked out.
  public static func readingFindings(of document: HapDocument) -> [Finding] {
    located(document.diagnostics, in: document)
  }

  /// `read` (a document's reading findings) with the render warnings of its `pattern` added,
  /// placed at `fence` (where its haptic block opens): the second half of `findings(for:)`.
  public static func completed(
    _ read: [Finding], pattern: HapticPattern?, fence: SourcePosition?
  ) -> [Finding] {
    guard let pattern, let fence else { return read }
    let silent = RenderWarnings.diagnostics(for: pattern, line: fence.line, column: fence.column)
    guard !silent.isEmpty else { return read }
    // Stable, in the order of `[Diagnostic].sortedByPosition()`: line, column, errors first,
    // code, then as found.
    return (read + silent.map { Finding($0) }).enumerated().sorted { left, right in
      let a = left.element.diagnostic
      let b = right.element.diagnostic
      if a.line != b.line { return a.line < b.line }
      if a.column != b.column { return a.column < b.column }
      if a.severity != b.severity { return a.severity < b.severity }
      if a.code != b.code { return a.code < b.code }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// `diagnostics` of `document`, each tied to the track event whose text holds it.
  private static func located(
    _ diagnostics: [Diagnostic], in document: HapDocument
  ) -> [Finding] {
    guard !diagnostics.isEmpty else { return [] }
    let events = TrackEventLocator.events(
      at: diagnostics.map { ($0.line, $0.column) }, in: document.tree)
    return zip(diagnostics, events).map { Finding($0, event: $1) }
  }
}
