import HapRender

/// The previewed platform's artefact (AHAP, Kotlin, JavaScript…) and its honesty report,
/// scrollable, one line per source line.
struct ArtifactWidget: Widget {
  var state: EditorState
  var theme: Theme

  /// How many lines the pane holds: the artefact, a blank line, the report heading and one
  /// line per report entry.
  static func lineCount(of column: PlatformColumn) -> Int {
    column.artifactLines.count + 2 + column.report.count
  }

  /// Line `index` of the pane. Built on demand: an AHAP for a long track runs to tens of
  /// thousands of lines, and a frame only shows a screenful.
  static func line(_ index: Int, of column: PlatformColumn, glyphs: Glyphs) -> (String, StyleRole) {
    let code = column.artifactLines.count
    if index < code { return (column.artifactLines[index], .code) }
    if index == code { return ("", .plain) }
    if index == code + 1 {
      let profile = column.profileSummary.isEmpty ? column.profile : column.profileSummary
      return ("── report: \(profile)", .title)
    }
    let entry = column.report[index - code - 2]
    let (glyph, role) = PlatformPanelWidget.mark(
      for: entry.status, unused: entry.unused, glyphs: glyphs)
    if entry.unused {
      return (
        "\(Character(glyph)) \(entry.event) \(entry.construct.rawValue): not needed, \(entry.reason)",
        role
      )
    }
    return ("\(Character(glyph)) \(entry.event) \(entry.construct.rawValue): \(entry.reason)", role)
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let (titleRect, body) = rect.splitTop(1)
    let column = state.analysis?.platforms.first { $0.platform == state.panel.focused }
    let count = column.map(Self.lineCount) ?? 0
    let scroll = min(state.panel.artifactScroll, max(count - 1, 0))
    var detail = state.panel.focused.displayName
    if let column { detail += " \(column.profile) · \(column.artifact.language)" }
    if count > body.height, body.height > 0 {
      detail += " · \(scroll + 1)–\(min(scroll + body.height, count))/\(count)"
    }
    PaneTitle(title: "Artefact", detail: detail, focused: state.focus == .artifact, theme: theme)
      .render(in: titleRect, into: &buffer)
    guard let column else {
      buffer.write(" no artefact yet", x: body.x, y: body.y, role: .dim, clip: body)
      return
    }
    let numberWidth = String(count).count
    for offset in 0..<max(min(body.height, count - scroll), 0) {
      let line = Self.line(scroll + offset, of: column, glyphs: theme.glyphs)
      let y = body.y + offset
      let number = String(scroll + offset + 1)
      let gutter = String(repeating: " ", count: numberWidth - number.count) + number + " "
      buffer.write(gutter, x: body.x, y: y, role: .dim, clip: body)
      let x = body.x + gutter.count
      buffer.write(
        TextWidth.truncate(line.0, to: body.maxX - x), x: x, y: y, role: line.1, clip: body)
    }
  }
}
