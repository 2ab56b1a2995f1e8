import HapRender

/// The previewed platform's artefact (AHAP, Kotlin, JavaScript…) and its honesty report,
/// scrollable down and sideways, one line per source line.
struct ArtifactWidget: Widget {
  var state: EditorState
  var theme: Theme

  /// How many lines the pane holds: the artefact, a blank line, the report heading and one
  /// line per reason (entries repeating a construct's reason for many events share a line).
  static func lineCount(of column: PlatformColumn) -> Int {
    column.artifactLineCount + 2 + column.reportLines.count
  }

  /// Line `index` of the pane. Built on demand: an AHAP for a long track runs to tens of
  /// thousands of lines, and a frame only shows a screenful.
  static func line(_ index: Int, of column: PlatformColumn, glyphs: Glyphs) -> (String, StyleRole) {
    let code = column.artifactLineCount
    if index < code { return (column.artifactLine(index), .code) }
    if index == code { return ("", .plain) }
    if index == code + 1 {
      let profile = column.profileSummary.isEmpty ? column.profile : column.profileSummary
      return ("── report: \(profile)", .title)
    }
    let entry = column.reportLines[index - code - 2]
    let (glyph, role) = PlatformPanelWidget.mark(
      for: entry.status, unused: entry.unused, glyphs: glyphs)
    let note = entry.unused ? "not needed, " : ""
    return (
      "\(Character(glyph)) \(entry.subject) \(entry.construct.rawValue): \(note)\(entry.reason)",
      role
    )
  }

  /// What the pane shows of a column in a body rectangle: which lines, from which column.
  struct View: Equatable {
    /// The first line shown.
    var top: Int
    /// How many lines are shown.
    var rows: Int
    var lineCount: Int
    /// The columns the line numbers take (the number and a space).
    var gutter: Int
    /// The columns left for the text.
    var textWidth: Int
    /// The widest line in view, in columns.
    var widest: Int
    /// The first text column shown: the scroll asked for, or less when the lines in view are
    /// shorter, so the pane never scrolls into emptiness.
    var left: Int

    /// The furthest the lines in view can scroll sideways.
    var maxLeft: Int { max(widest - textWidth, 0) }
  }

  /// The view of `column` for `state` in a pane body; shared with the reducer's scrolling.
  static func view(of column: PlatformColumn, in body: Rect, state: EditorState) -> View {
    let count = lineCount(of: column)
    let top = min(state.panel.artifactScroll, max(count - 1, 0))
    let rows = max(min(body.height, count - top), 0)
    let gutter = String(count).count + 1
    let textWidth = max(body.width - gutter, 0)
    var widest = 0
    for index in top..<(top + rows) {
      widest = max(widest, TextWidth.columns(of: line(index, of: column, glyphs: .unicode).0))
    }
    var view = View(
      top: top, rows: rows, lineCount: count, gutter: gutter, textWidth: textWidth,
      widest: widest, left: 0)
    view.left = min(max(state.panel.artifactColumn, 0), view.maxLeft)
    return view
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let (titleRect, body) = rect.splitTop(1)
    let column = state.analysis?.platforms.first { $0.platform == state.panel.focused }
    let view = column.map { Self.view(of: $0, in: body, state: state) }
    var detail = state.panel.focused.displayName
    var trailing = ""
    if let column, let view {
      // The line position comes before the profile: a narrow pane cuts the end of this.
      if view.lineCount > body.height, body.height > 0 {
        detail += " · \(view.top + 1)–\(view.top + view.rows)/\(view.lineCount)"
      }
      detail += " · \(column.profile) · \(column.artifact.language)"
      trailing = sidewaysMarks(view)
    }
    if state.isAnalysisStale { trailing = "updating…" + (trailing.isEmpty ? "" : " " + trailing) }
    PaneTitle(
      title: "Artefact", detail: detail, focused: state.focus == .artifact, theme: theme,
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
      let line = Self.line(index, of: column, glyphs: theme.glyphs)
      drawText(line, x: body.x + view.gutter, y: y, view: view, clip: body, into: &buffer)
    }
  }

  /// One line from the view's left column, with a mark at each end that is cut off.
  private func drawText(
    _ line: (text: String, role: StyleRole), x: Int, y: Int, view: View, clip: Rect,
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
  private func sidewaysMarks(_ view: View) -> String {
    guard view.maxLeft > 0 else { return "" }
    let left = view.left > 0 ? String(Character(theme.glyphs.moreLeft)) : " "
    let right = view.left < view.maxLeft ? String(Character(theme.glyphs.moreRight)) : " "
    return "\(left) \(right)"
  }
}
