import HapModel

/// Turns a document's positioned diagnostics into the editor's, finding the event each is in.
enum LiveDiagnostics {
  /// The diagnostics of `document`; those inside an event of the track name that event of
  /// `pattern` (by track order), or of the document's own pattern.
  static func from(_ document: HapDocument, pattern: HapticPattern? = nil) -> [LiveDiagnostic] {
    let ids = (pattern ?? document.pattern)?.events.map(\.id) ?? []
    let starts = eventStarts(document.tree)
    return document.diagnostics.map { diagnostic in
      var live = LiveDiagnostic(
        code: diagnostic.code, severity: diagnostic.severity, line: diagnostic.line,
        column: diagnostic.column, message: diagnostic.message)
      if let index = eventIndex(line: diagnostic.line, column: diagnostic.column, starts: starts),
        index < ids.count
      {
        live.eventID = ids[index]
      }
      return live
    }
  }

  /// Where each track event starts, and where the track ends.
  static func eventStarts(_ tree: JSONTree?) -> (events: [SourcePosition], end: SourcePosition?) {
    guard let tree, let track = tree.member("track", of: tree.root) else { return ([], nil) }
    let events = tree.children(of: track).map { tree.nodes[$0].position }
    let after = tree.nodes[track].end
    let end =
      after < tree.nodes.count ? tree.nodes[after].keyPosition ?? tree.nodes[after].position : nil
    return (events, end)
  }

  /// The index of the event whose text holds the position, if any (binary search: event
  /// starts are in file order, and a long track can have a diagnostic for most events).
  static func eventIndex(
    line: Int, column: Int, starts: (events: [SourcePosition], end: SourcePosition?)
  ) -> Int? {
    func atOrBefore(_ a: SourcePosition) -> Bool {
      a.line < line || (a.line == line && a.column <= column)
    }
    if let end = starts.end, atOrBefore(end) { return nil }
    var low = 0
    var high = starts.events.count
    while low < high {
      let mid = (low + high) / 2
      if atOrBefore(starts.events[mid]) { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? low - 1 : nil
  }
}
