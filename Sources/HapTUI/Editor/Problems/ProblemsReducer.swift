import HapModel

/// The problems pane's part of the reducer: moving through the list, saying the focused
/// problem whole, and jumping to the event it is about.
enum ProblemsReducer {
  /// Puts the focused problem in the status line whole: the list cuts long messages.
  static func describeProblem(_ state: inout EditorState) {
    let diagnostics = state.diagnostics
    guard diagnostics.indices.contains(state.problems.row) else { return }
    let problem = diagnostics[state.problems.row]
    let place = problem.line > 0 ? " \(problem.line):\(problem.column)" : ""
    state.screen.message = StatusMessage(
      "\(problem.code)\(place) \(problem.message)",
      kind: problem.severity == .error ? .error : .info)
  }

  /// Moves through the problems list: a line at a time inside a problem taller than the pane,
  /// else to the next or previous problem.
  static func scrollProblems(by delta: Int, _ state: inout EditorState) {
    let count = state.diagnostics.count
    guard count > 0 else { return }
    if let rect = state.layout.problems, delta == 1 || delta == -1 {
      let rows = rect.height - 1
      let view = ProblemsLayout.view(
        of: state.diagnostics, width: rect.width, rows: rows, focused: true,
        row: state.problems.row, line: state.problems.line, glyphs: .unicode)
      let inner = ProblemsLayout.innerScroll(of: view, row: state.problems.row, rows: rows)
      let line = min(state.problems.line, inner) + delta
      if inner > 0, (0...inner).contains(line) {
        state.problems.line = line
        return
      }
    }
    let row = min(max(state.problems.row + delta, 0), count - 1)
    if row != state.problems.row { state.problems.line = 0 }
    state.problems.row = row
    describeProblem(&state)
  }

  static func jumpToProblem(_ state: inout EditorState) {
    let diagnostics = state.diagnostics
    guard diagnostics.indices.contains(state.problems.row) else { return }
    guard let id = diagnostics[state.problems.row].eventID,
      let event = state.track.pattern.events.first(where: { $0.id == id })
    else {
      describeProblem(&state)
      if let text = state.screen.message?.text {
        state.screen.message?.text = "about the pattern, not one event: " + text
      }
      return
    }
    state.screen.focus = .grid
    TrackReducer.focusOn(event, &state)
  }
}
