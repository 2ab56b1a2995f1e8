import HapModel
import HapRender

/// The editor's diagnostics of a document: the checker's findings, each event named by the ID
/// the editor gave it.
enum LiveDiagnostics {
  /// Every finding of `document` (the same as `haptui validate` reports); one inside an event
  /// of the track names that event of `pattern` (by track order), or of the document's own
  /// pattern.
  static func from(_ document: HapDocument, pattern: HapticPattern? = nil) -> [LiveDiagnostic] {
    named(Checker.findings(for: document), events: (pattern ?? document.pattern)?.events ?? [])
  }

  /// Every finding of `document`, read without decoding its pattern from bytes written from
  /// `pattern`: the render warnings are `pattern`'s, which those bytes decode to (D372).
  static func written(_ document: HapDocument, from pattern: HapticPattern) -> [LiveDiagnostic] {
    let findings = Checker.completed(
      Checker.readingFindings(of: document), pattern: document.tree == nil ? nil : pattern,
      fence: document.block?.fencePosition)
    return named(findings, events: pattern.events)
  }

  /// `findings` with the event index of each turned into the ID of the event at that index of
  /// `events` (read only for the findings inside an event, D421).
  static func named(_ findings: [Finding], events: [TrackEvent]) -> [LiveDiagnostic] {
    findings.map { finding in
      let diagnostic = finding.diagnostic
      var live = LiveDiagnostic(
        code: diagnostic.code, severity: diagnostic.severity, line: diagnostic.line,
        column: diagnostic.column, message: diagnostic.message)
      if let index = finding.event, index < events.count { live.eventID = events[index].id }
      return live
    }
  }
}
