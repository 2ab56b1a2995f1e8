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
      focused: focused, theme: theme
    ).render(in: titleRect, into: &buffer)
    guard !diagnostics.isEmpty else {
      let text =
        state.analysis == nil && !state.isReadOnly
        ? " checking…" : " \(Character(theme.glyphs.kept)) conformant: no problems"
      buffer.write(
        text, x: body.x, y: body.y, role: state.analysis == nil ? .dim : .kept, clip: body)
      return
    }
    let scroll = max(0, min(state.problemRow - body.height + 1, diagnostics.count - body.height))
    for (offset, diagnostic) in diagnostics.dropFirst(scroll).prefix(body.height).enumerated() {
      let index = scroll + offset
      let y = body.y + offset
      let isError = diagnostic.severity == .error
      let mark = isError ? String(Character(theme.glyphs.dropped)) : "!"
      let place = diagnostic.line > 0 ? "\(diagnostic.line):\(diagnostic.column) " : ""
      let text = " \(mark) \(diagnostic.code) \(place)\(diagnostic.message)"
      let role: StyleRole =
        focused && index == state.problemRow ? .fieldFocus : isError ? .error : .warning
      buffer.write(
        TextWidth.truncate(text, to: body.width), x: body.x, y: y, role: role, clip: body)
    }
  }
}
