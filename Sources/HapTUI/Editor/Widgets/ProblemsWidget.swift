import HapModel

/// The live diagnostics: errors and warnings for the pattern as it stands.
struct ProblemsWidget: Widget {
  var state: EditorState
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let (titleRect, body) = rect.splitTop(1)
    let diagnostics = state.diagnostics
    let focused = state.focus == .problems
    PaneTitle(
      title: "Problems",
      detail: diagnostics.isEmpty ? "" : "\(diagnostics.count) · Enter shows the event",
      focused: focused, theme: theme, trailing: state.isAnalysisStale ? "updating…" : ""
    ).render(in: titleRect, into: &buffer)
    guard !diagnostics.isEmpty else {
      let text =
        state.analysis == nil && !state.isReadOnly
        ? " checking…" : " \(Character(theme.glyphs.kept)) conformant: no problems"
      buffer.write(
        text, x: body.x, y: body.y, role: state.analysis == nil ? .dim : .kept, clip: body)
      return
    }
    // One line a problem; the focused one is wrapped whole while the list has the focus.
    var lines: [(text: String, role: StyleRole, index: Int)] = []
    for (index, diagnostic) in diagnostics.enumerated() {
      let isError = diagnostic.severity == .error
      let mark = isError ? String(Character(theme.glyphs.dropped)) : "!"
      let place = diagnostic.line > 0 ? "\(diagnostic.line):\(diagnostic.column) " : ""
      let text = "\(mark) \(diagnostic.code) \(place)\(diagnostic.message)"
      let isFocused = focused && index == state.problemRow
      let role: StyleRole = isFocused ? .fieldFocus : isError ? .error : .warning
      if isFocused, body.height > 2 {
        for (number, line) in TextWidth.wrap(text, to: max(body.width - 4, 10)).enumerated() {
          lines.append(((number == 0 ? " " : "   ") + line, role, index))
        }
      } else {
        lines.append((" " + TextWidth.truncate(text, to: max(body.width - 1, 1)), role, index))
      }
    }
    let first = lines.firstIndex { $0.index == state.problemRow } ?? 0
    let last = lines.lastIndex { $0.index == state.problemRow } ?? 0
    let scroll = max(0, min(last - body.height + 1, lines.count - body.height, first))
    for (offset, line) in lines.dropFirst(scroll).prefix(body.height).enumerated() {
      buffer.write(
        TextWidth.pad(line.text, to: body.width), x: body.x, y: body.y + offset, role: line.role,
        clip: body)
    }
  }
}
