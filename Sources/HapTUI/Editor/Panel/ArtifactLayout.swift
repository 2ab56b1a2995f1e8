import HapRender

/// The artefact pane's lines and what of them a body shows: drawn by `ArtifactWidget`, scrolled
/// by the reducer.
enum ArtifactLayout {
  /// How many lines the pane holds: the artefact, a blank line, the report heading and one
  /// line per reason (entries repeating a construct's reason for many events share a line), or
  /// one saying the report is still being made.
  static func lineCount(of column: PlatformColumn) -> Int {
    column.artifactLineCount + 2 + (column.reportGrouped ? column.reportLines.count : 1)
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
    guard column.reportGrouped else { return ("  the report is being made…", .dim) }
    let entry = column.reportLines[index - code - 2]
    let (glyph, role) = glyphs.mark(for: entry.status, unused: entry.unused)
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

  /// The view of `column` in a pane body scrolled down to line `scroll` and right to text column
  /// `left`; shared by the widget and the reducer's scrolling.
  static func view(of column: PlatformColumn, in body: Rect, scroll: Int, left: Int) -> View {
    let count = lineCount(of: column)
    let top = min(scroll, max(count - 1, 0))
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
    view.left = min(max(left, 0), view.maxLeft)
    return view
  }
}
