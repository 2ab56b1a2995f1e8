import HapRender

/// The previewed platform's artefact (AHAP, Kotlin, JavaScript…) and its honesty report,
/// scrollable, one line per source line.
struct ArtifactWidget: Widget {
  var state: EditorState
  var theme: Theme

  /// The lines shown: the artefact's text, then the report with a reason per entry.
  static func lines(of column: PlatformColumn, glyphs: Glyphs) -> [(String, StyleRole)] {
    var lines: [(String, StyleRole)] = column.artifact.text
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { (String($0), .code) }
    if lines.last?.0 == "" { lines.removeLast() }
    lines.append(("", .plain))
    lines.append(
      (
        "── report: \(column.profileSummary.isEmpty ? column.profile : column.profileSummary)",
        .title
      ))
    for entry in column.report {
      let (glyph, role): (Unicode.Scalar, StyleRole) =
        switch entry.status {
        case .kept: (glyphs.kept, .kept)
        case .approximated: (glyphs.approximated, .approximated)
        case .dropped: (glyphs.dropped, .dropped)
        }
      lines.append(
        ("\(Character(glyph)) \(entry.event) \(entry.construct.rawValue): \(entry.reason)", role))
    }
    return lines
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let (titleRect, body) = rect.splitTop(1)
    let column = state.analysis?.platforms.first { $0.platform == state.panel.focused }
    let lines = column.map { Self.lines(of: $0, glyphs: theme.glyphs) } ?? []
    let scroll = min(state.panel.artifactScroll, max(lines.count - 1, 0))
    var detail = state.panel.focused.displayName
    if let column { detail += " \(column.profile) · \(column.artifact.language)" }
    if lines.count > body.height, body.height > 0 {
      detail += " · \(scroll + 1)–\(min(scroll + body.height, lines.count))/\(lines.count)"
    }
    PaneTitle(title: "Artefact", detail: detail, focused: state.focus == .artifact, theme: theme)
      .render(in: titleRect, into: &buffer)
    guard column != nil else {
      buffer.write(" no artefact yet", x: body.x, y: body.y, role: .dim, clip: body)
      return
    }
    let numberWidth = String(lines.count).count
    for (offset, line) in lines.dropFirst(scroll).prefix(body.height).enumerated() {
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
