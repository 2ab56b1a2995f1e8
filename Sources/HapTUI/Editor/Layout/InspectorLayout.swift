/// The inspector's lines and scroll: what `InspectorWidget` draws row by row, and which field a
/// click on a row lands on.
enum InspectorLayout {
  enum Line: Equatable {
    case heading(String)
    /// A field, with its index in `EditorState.inspectorFields`.
    case field(InspectorField, index: Int)
    case note(String)
  }

  /// The inspector's lines for a state (shared with mouse hit-testing).
  static func lines(for state: EditorState) -> [Line] {
    var lines: [Line] = []
    var index = 0
    if state.primaryEvent != nil {
      let position = (state.primaryIndex ?? 0) + 1
      var heading = "Event \(position) of \(state.pattern.events.count)"
      if state.selection.count > 1 { heading += " · \(state.selection.count) selected" }
      lines.append(.heading(heading))
      for field in InspectorField.eventFields {
        lines.append(.field(field, index: index))
        index += 1
      }
    } else {
      lines.append(.heading("Event"))
      lines.append(
        .note(
          state.pattern.events.isEmpty
            ? "no events yet: t or c adds one" : "none selected: Tab selects one"))
    }
    lines.append(.heading("Pattern"))
    for field in InspectorField.patternFields {
      lines.append(.field(field, index: index))
      index += 1
    }
    return lines
  }

  /// How many lines are scrolled off the top so the focused row stays visible in `rows` lines.
  static func scroll(for state: EditorState, rows: Int) -> Int {
    let lines = lines(for: state)
    guard
      let focused = lines.firstIndex(
        of: .field(state.inspectorFieldsRowField, index: state.inspectorRow))
    else { return 0 }
    return max(0, min(focused - rows + 2, lines.count - rows))
  }
}
