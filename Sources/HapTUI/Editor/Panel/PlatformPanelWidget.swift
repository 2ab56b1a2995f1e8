import HapRender

/// One column per platform: the chosen profile, the rung it renders, and each construct kept,
/// approximated or dropped; the previewed platform's column is highlighted.
struct PlatformPanelWidget: Widget {
  var panel: PanelState
  var analysis: AnalysisState
  /// Whether the block parses, so there is something to render.
  var hasPattern: Bool
  var focused: Bool
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let (titleRect, body) = rect.splitTop(1)
    let settings = panel.settings
    var detail = "{} platform · o profile · R reduced \(settings.reduced ? "ON" : "off")"
    detail += " · M haptics \(settings.hapticsOff ? "OFF" : "on")"
    PaneTitle(
      title: "Platforms", detail: detail, focused: focused, theme: theme,
      trailing: analysis.isPanelStale ? "updating…" : ""
    )
    .render(in: titleRect, into: &buffer)
    guard hasPattern else {
      buffer.write(
        " nothing to render: the haptic block does not parse (see Problems)", x: body.x, y: body.y,
        role: .dim, clip: body)
      return
    }
    guard let latest = analysis.latest else {
      buffer.write(" rendering…", x: body.x, y: body.y, role: .dim, clip: body)
      return
    }
    guard !latest.platforms.isEmpty || latest.isEarly else {
      buffer.write(
        " no renderer in this build: the platform preview is unavailable", x: body.x, y: body.y,
        role: .dim, clip: body)
      return
    }
    // The last row explains the marks when there is room for it under the columns; above
    // it, why the previewed platform fell back, in one line (D173).
    var columns = body
    if body.height >= 8 {
      let (top, legend) = columns.splitBottom(1)
      columns = top
      drawLegend(in: legend, into: &buffer)
    }
    if columns.height >= 6,
      let data = latest.platforms.first(where: { $0.platform == panel.focused }),
      let reason = data.fallbackReason
    {
      let (top, row) = columns.splitBottom(1)
      columns = top
      let to = data.rung == .silent ? "plays nothing" : "fell back to \(data.rung.rawValue)"
      let text = " \(data.platform.displayName) \(data.profile) \(to): \(reason)"
      buffer.write(
        TextWidth.truncate(text, to: max(row.width - 1, 1)), x: row.x, y: row.y,
        role: .approximated, clip: row)
    }
    for (platform, range) in PlatformColumnLayout.columnRanges(in: columns) {
      let column = Rect(
        x: range.lowerBound, y: columns.y, width: range.count - 1, height: columns.height)
      guard let data = latest.platforms.first(where: { $0.platform == platform }) else {
        // A column an early answer awaits, with no earlier one to show meanwhile.
        if latest.isCatchingUp(platform) {
          drawAwaited(platform, focused: platform == panel.focused, in: column, into: &buffer)
        }
        continue
      }
      drawColumn(
        data, focused: platform == panel.focused, catchingUp: latest.isCatchingUp(platform),
        in: column, into: &buffer)
    }
  }

  /// The legend of the marks; the long wording of `·` only where it fits, so no word is cut.
  private func drawLegend(in rect: Rect, into buffer: inout CellBuffer) {
    let glyphs = theme.glyphs
    func parts(_ unused: String) -> [(Unicode.Scalar, String, StyleRole)] {
      [
        (glyphs.kept, "kept", .kept), (glyphs.approximated, "approximated", .approximated),
        (glyphs.dropped, "dropped", .dropped), (glyphs.unused, unused, .dim),
      ]
    }
    let differ = "* events differ"
    let width: ([(Unicode.Scalar, String, StyleRole)]) -> Int = { parts in
      parts.reduce(1 + differ.count) { $0 + 2 + TextWidth.columns(of: $1.1) + 2 }
    }
    let long = parts("not needed (a higher rung played)")
    let chosen = width(long) <= rect.width ? long : parts("not needed")
    var x = rect.x + 1
    for (glyph, word, role) in chosen {
      x += buffer.write("\(Character(glyph)) ", x: x, y: rect.y, role: role, clip: rect)
      x += buffer.write("\(word)  ", x: x, y: rect.y, role: .dim, clip: rect)
    }
    buffer.write(differ, x: x, y: rect.y, role: .dim, clip: rect)
  }

  /// The column's header: the platform's name, keeping its leading space only where the
  /// column has room for it.
  private func drawHeader(
    _ platform: Platform, focused: Bool, in rect: Rect, into buffer: inout CellBuffer
  ) {
    let name = platform.displayName
    let header = TextWidth.pad(name.count < rect.width ? " \(name)" : name, to: rect.width)
    buffer.write(header, x: rect.x, y: rect.y, role: focused ? .tabActive : .emphasis, clip: rect)
  }

  /// A column still being made, with nothing earlier to show.
  private func drawAwaited(
    _ platform: Platform, focused: Bool, in rect: Rect, into buffer: inout CellBuffer
  ) {
    guard rect.height > 1, rect.width > 0 else { return }
    drawHeader(platform, focused: focused, in: rect, into: &buffer)
    buffer.write(
      " " + TextWidth.truncate("rendering…", to: rect.width - 1), x: rect.x, y: rect.y + 1,
      role: .dim, clip: rect)
  }

  /// One platform's column; `catchingUp` draws an earlier state's column dim, while its new
  /// one is made (D374).
  private func drawColumn(
    _ data: PlatformColumn, focused: Bool, catchingUp: Bool, in rect: Rect,
    into buffer: inout CellBuffer
  ) {
    guard rect.height > 0, rect.width > 0 else { return }
    drawHeader(data.platform, focused: focused, in: rect, into: &buffer)
    var lines: [(String, StyleRole)] = [
      (data.profile, .dim),
      ("rung \(data.rung.rawValue)", .rung),
      (data.path.isEmpty ? "—" : data.path, .dim),
    ]
    let glyphs = theme.glyphs
    for fate in data.constructs {
      let (glyph, role) = glyphs.mark(for: fate.status, unused: fate.unused)
      lines.append(("\(Character(glyph)) \(fate.construct.rawValue)\(fate.mixed ? "*" : "")", role))
    }
    if data.constructs.isEmpty { lines.append(("nothing to render", .dim)) }
    // The profile and rung stay put; the construct list scrolls under them.
    let room = max(rect.height - 4, 0)
    let constructs = lines.dropFirst(3)
    let scroll = min(panel.columnScroll, max(constructs.count - room, 0))
    let shown = Array(lines.prefix(3)) + Array(constructs.dropFirst(scroll).prefix(room))
    for (offset, line) in shown.enumerated() {
      let text = " " + TextWidth.truncate(line.0, to: rect.width - 1)
      buffer.write(
        text, x: rect.x, y: rect.y + 1 + offset, role: catchingUp ? .dim : line.1, clip: rect)
    }
  }
}
