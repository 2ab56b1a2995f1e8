import HapModel

/// The live diagnostics: errors and warnings for the pattern as it stands.
struct ProblemsWidget: Widget {
  var problems: ProblemsState
  /// The problems to list: the live ones, or those found on open.
  var diagnostics: [LiveDiagnostic]
  var analysis: AnalysisState
  var isReadOnly: Bool
  var focused: Bool
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let (titleRect, body) = rect.splitTop(1)
    let view = ProblemsLayout.view(
      of: diagnostics, width: body.width, rows: body.height, focused: focused,
      row: problems.row, line: problems.line, glyphs: theme.glyphs)
    // Say when the focused problem goes on past the pane, and which key shows the rest.
    var trailing = view.moreBelow ? "more below: j" : view.moreAbove ? "more above: k" : ""
    if analysis.isStale { trailing = "updating…" + (trailing.isEmpty ? "" : " " + trailing) }
    PaneTitle(
      title: "Problems",
      detail: diagnostics.isEmpty ? "" : "\(diagnostics.count) · Enter shows the event",
      focused: focused, theme: theme, trailing: trailing
    ).render(in: titleRect, into: &buffer)
    guard !diagnostics.isEmpty else {
      let text =
        analysis.latest == nil && !isReadOnly
        ? " checking…" : " \(Character(theme.glyphs.kept)) conformant: no problems"
      buffer.write(
        text, x: body.x, y: body.y, role: analysis.latest == nil ? .dim : .kept, clip: body)
      return
    }
    for (offset, line) in view.visible(rows: body.height).enumerated() {
      let isError = diagnostics[line.problem].severity == .error
      let role: StyleRole =
        focused && line.problem == problems.row ? .fieldFocus : isError ? .error : .warning
      buffer.write(
        TextWidth.pad(line.text, to: body.width), x: body.x, y: body.y + offset, role: role,
        clip: body)
    }
  }
}
