import HapRender

/// The previewed platform's artefact (AHAP, Kotlin, JavaScript…) and its honesty report,
/// scrollable down and sideways, one line per source line.
struct ArtifactWidget: Widget {
  var panel: PanelState
  var analysis: AnalysisState
  var focused: Bool
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let (titleRect, body) = rect.splitTop(1)
    let column = panel.focusedColumn(in: analysis)
    let view = column.map {
      ArtifactLayout.view(
        of: $0, in: body, scroll: panel.artifactScroll, left: panel.artifactColumn)
    }
    var detail = panel.focused.displayName
    var trailing = ""
    if let column, let view {
      // The line position comes before the profile: a narrow pane cuts the end of this.
      if view.lineCount > body.height, body.height > 0 {
        detail += " · \(view.top + 1)–\(view.top + view.rows)/\(view.lineCount)"
      }
      detail += " · \(column.profile) · \(column.artifact.language)"
      trailing = sidewaysMarks(view)
    }
    if analysis.isStale { trailing = "updating…" + (trailing.isEmpty ? "" : " " + trailing) }
    PaneTitle(
      title: "Artefact", detail: detail, focused: focused, theme: theme,
      trailing: trailing
    )
    .render(in: titleRect, into: &buffer)
    guard let column, let view else {
      buffer.write(" no artefact yet", x: body.x, y: body.y, role: .dim, clip: body)
      return
    }
    for offset in 0..<view.rows {
      let index = view.top + offset
      let y = body.y + offset
      let number = String(index + 1)
      let gutter = String(repeating: " ", count: view.gutter - 1 - number.count) + number + " "
      buffer.write(gutter, x: body.x, y: y, role: .dim, clip: body)
      let line = ArtifactLayout.line(index, of: column, glyphs: theme.glyphs)
      drawText(line, x: body.x + view.gutter, y: y, view: view, clip: body, into: &buffer)
    }
  }

  /// One line from the view's left column, with a mark at each end that is cut off.
  private func drawText(
    _ line: (text: String, role: StyleRole), x: Int, y: Int, view: ArtifactLayout.View, clip: Rect,
    into buffer: inout CellBuffer
  ) {
    let width = view.textWidth
    guard width > 0 else { return }
    let total = TextWidth.columns(of: line.text)
    let cutLeft = view.left > 0 && total > 0
    let cutRight = total > view.left + width
    var start = x
    var from = view.left
    var room = width
    if cutLeft {
      buffer.write(
        String(Character(theme.glyphs.ellipsisLeft)), x: start, y: y, role: .dim, clip: clip)
      start += 1
      from += 1
      room -= 1
    }
    if cutRight { room -= 1 }
    let shown = TextWidth.slice(line.text, from: from, width: max(room, 0))
    buffer.write(shown, x: start, y: y, role: line.role, clip: clip)
    if cutRight, width > 1 {
      buffer.write(
        String(Character(theme.glyphs.ellipsis)), x: x + width - 1, y: y, role: .dim, clip: clip)
    }
  }

  /// The frame's marks that the lines in view continue to the left (`◂`) and to the right
  /// (`▸`); empty when every line in view fits.
  private func sidewaysMarks(_ view: ArtifactLayout.View) -> String {
    guard view.maxLeft > 0 else { return "" }
    let left = view.left > 0 ? String(Character(theme.glyphs.moreLeft)) : " "
    let right = view.left < view.maxLeft ? String(Character(theme.glyphs.moreRight)) : " "
    return "\(left) \(right)"
  }
}
