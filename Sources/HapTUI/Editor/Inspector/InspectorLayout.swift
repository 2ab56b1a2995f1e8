/// The inspector's lines and scroll: what `InspectorWidget` draws row by row, and which field a
/// click on a row lands on.
enum InspectorLayout {
  enum Line: Equatable {
    case heading(String)
    /// A field, with its index in `EditorState.inspectorFields`.
    case field(InspectorField, index: Int)
    case note(String)
  }

  /// The inspector's lines for a track (shared with mouse hit-testing); a read-only file's
  /// offers no edit it would refuse.
  static func lines(for track: TrackState, readOnly: Bool = false) -> [Line] {
    var lines: [Line] = []
    var index = 0
    if track.primaryEvent != nil {
      let position = (track.primaryIndex ?? 0) + 1
      var heading = "Event \(position) of \(track.pattern.events.count)"
      if track.selection.count > 1 { heading += " · \(track.selection.count) selected" }
      lines.append(.heading(heading))
      for field in InspectorField.eventFields {
        lines.append(.field(field, index: index))
        index += 1
      }
    } else {
      lines.append(.heading("Event"))
      lines.append(
        .note(
          track.pattern.events.isEmpty
            ? (readOnly ? "no events (read-only: see Problems)" : "no events yet: t or c adds one")
            : "none selected: Tab selects one"))
    }
    lines.append(.heading("Pattern"))
    for field in InspectorField.patternFields {
      lines.append(.field(field, index: index))
      index += 1
    }
    return lines
  }

  /// How many lines are scrolled off the top so the focused row stays visible in `rows` lines.
  static func scroll(for track: TrackState, _ inspector: InspectorState, rows: Int) -> Int {
    let lines = lines(for: track)
    let fields = InspectorState.fields(hasEvent: track.primaryEvent != nil)
    let field = inspector.focusedField(in: fields)
    guard
      let focused = lines.firstIndex(
        of: .field(field, index: fields.firstIndex(of: field) ?? 0))
    else { return 0 }
    return max(0, min(focused - rows + 2, lines.count - rows))
  }
}
