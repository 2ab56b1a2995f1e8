import HapModel

/// The track pane: title, time ruler, intensity axis, the plot, and a legend of the shading.
struct GridWidget: Widget {
  var state: EditorState
  var theme: Theme

  /// A track length as the title shows it: milliseconds up to 10 s, then seconds.
  static func duration(_ ms: Int) -> String {
    guard ms >= 10_000 else { return "\(ms) ms" }
    let tenths = (ms + 50) / 100
    return "\(tenths / 10).\(tenths % 10) s"
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let geometry = GridGeometry(pane: rect, soundLane: state.sound != nil)
    let events = state.pattern.events
    let mpc = state.viewport.msPerColumn
    var detail =
      state.isReadOnly
      ? (state.document.isRepairable ? "READ-ONLY (F repairs) · " : "READ-ONLY · ") : ""
    detail +=
      "\(events.count) event\(events.count == 1 ? "" : "s") · "
      + Self.duration(state.trackLength)
    detail += " · \(mpc) ms/col · snap \(state.snap.map { "\($0) ms" } ?? "off")"
    PaneTitle(title: "Track", detail: detail, focused: state.focus == .grid, theme: theme)
      .render(in: geometry.title, into: &buffer)
    // The unit of the ruler's numbers; seconds carry their own `s`.
    if TimeRuler.majorStep(msPerColumn: mpc) < 1000 {
      buffer.write("ms", x: geometry.axis.x + 1, y: geometry.ruler.y, role: .dim, clip: rect)
    }
    TimeRuler(viewport: state.viewport, theme: theme).render(in: geometry.ruler, into: &buffer)
    IntensityAxis(plotRows: geometry.plot.height, theme: theme).render(
      in: geometry.axis, into: &buffer)
    drawGuides(in: geometry.plot, into: &buffer)
    let (errors, warnings) =
      state.analysis.map { ($0.errorEvents, $0.warningEvents) }
      ?? (state.document.errorEvents, state.document.warningEvents)
    TrackPlot(
      events: events, longestDuration: state.longestDuration, viewport: state.viewport,
      selection: Set(state.selection), errors: errors, warnings: warnings,
      cursor: state.isReadOnly && state.focus != .grid
        ? nil : (state.cursorTime, state.cursorLevel),
      playhead: state.playback.playhead, theme: theme
    ).render(in: geometry.plot, into: &buffer)
    if events.isEmpty, geometry.plot.height > 2 {
      let text =
        state.document.hasPattern
        ? "empty track: t adds a transient, c a continuous event at the cursor"
        : "nothing to show: the haptic block does not parse (see Problems)"
      buffer.write(
        text, x: geometry.plot.x + 2, y: geometry.plot.y + 1, role: .dim, clip: geometry.plot)
    }
    LegendLine(theme: theme, state: state).render(in: geometry.legend, into: &buffer)
    drawLane(in: geometry.lane, into: &buffer)
    if let sound = state.sound {
      SoundLaneWidget(
        lane: sound, viewport: state.viewport, axisWidth: GridGeometry.axisWidth,
        playhead: state.playback.playhead, theme: theme
      ).render(in: geometry.sound, into: &buffer)
    }
  }

  /// The rendition lane: what the previewed platform and profile play, under the plot.
  private func drawLane(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0, state.document.hasPattern else { return }
    let platform = state.panel.focused
    let column = EditorReducer.focusedColumn(state)
    let profile = state.profile(for: platform) ?? column?.profile ?? ""
    let target = PlaybackState.Target.platform(platform, profile: profile)
    let plays = EditorReducer.playTarget(state) == target
    let path = column.map { "rung \($0.rung.rawValue)" + ($0.path.isEmpty ? "" : " · \($0.path)") }
    RenditionLaneWidget(
      feel: column?.feel, name: "\(platform.displayName) \(profile)", path: path ?? "",
      viewport: state.viewport, axisWidth: GridGeometry.axisWidth, playsOnSpace: plays,
      playhead: state.playback.target == target ? state.playback.playhead : nil, theme: theme
    ).render(in: rect, into: &buffer)
  }

  /// Faint dots down the plot at each major tick, to read times off the grid.
  private func drawGuides(in plot: Rect, into buffer: inout CellBuffer) {
    let major = TimeRuler.majorStep(msPerColumn: state.viewport.msPerColumn)
    var tick = (state.viewport.start + major - 1) / major * major
    let end = state.viewport.time(atColumn: plot.width)
    while tick < end {
      let column = state.viewport.column(of: tick)
      if column >= 0, column < plot.width {
        for y in plot.y..<plot.maxY {
          buffer.put(theme.glyphs.gridDot, x: plot.x + column, y: y, role: .gridDot)
        }
      }
      tick += major
    }
  }
}

/// The line under the grid explaining the shading and glyphs, and where the cursor is.
struct LegendLine: Widget {
  var theme: Theme
  var state: EditorState

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    var x = rect.x + 1
    x += buffer.write("sharpness dull ", x: x, y: rect.y, role: .dim, clip: rect)
    for level in 0..<Theme.sharpnessLevels {
      // Clipped like the text: a narrow pane must not shade the cells beside it.
      if rect.contains(x: x, y: rect.y) {
        buffer.put(theme.fill(level: level), x: x, y: rect.y, role: .shade(level))
      }
      x += 1
    }
    x += buffer.write(" sharp", x: x, y: rect.y, role: .dim, clip: rect)
    let stem = String(Character(theme.glyphs.transientStem))
    let bar = String(Character(theme.glyphs.bars[5]))
    let curve = theme.glyphs.hasBraille ? String(Character(Glyphs.braille(left: 1, right: 3))) : "/"
    let parts = [
      "  \(stem) transient", "  \(bar) continuous", "  \(curve) curve",
      "  cursor \(state.cursorTime) ms · \(FieldText.number(state.cursorLevel))",
    ]
    for part in parts {
      guard x + TextWidth.columns(of: part) <= rect.maxX else { break }
      x += buffer.write(part, x: x, y: rect.y, role: .dim, clip: rect)
    }
  }
}
