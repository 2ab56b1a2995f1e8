import HapModel

/// The track pane: title, time ruler, intensity axis, the plot, and a legend of the shading.
struct GridWidget: Widget {
  var track: TrackState
  /// The file: whether it is read-only or repairable, and the problems found on open.
  var document: DocumentInfo
  /// The live analysis, whose diagnostics mark events.
  var analysis: AnalysisState
  /// Where playback is, in milliseconds, while something plays.
  var playhead: Int?
  /// Whether the track pane has the focus.
  var focused: Bool
  /// The rendition lane under the plot: what the previewed platform plays.
  var lane: RenditionLaneWidget?
  /// The attached sound's lane, when a sound is attached.
  var sound: SoundLane?
  var theme: Theme

  /// A track length as the title shows it: milliseconds up to 10 s, then seconds.
  static func duration(_ ms: Int) -> String {
    guard ms >= 10_000 else { return "\(ms) ms" }
    let tenths = (ms + 50) / 100
    return "\(tenths / 10).\(tenths % 10) s"
  }

  /// Whether the file opened read-only.
  private var isReadOnly: Bool { document.isLocked }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let geometry = GridGeometry(pane: rect, soundLane: sound != nil)
    let events = track.pattern.events
    let mpc = track.viewport.msPerColumn
    var detail =
      document.checksPending
      ? "CHECKING · "
      : isReadOnly ? (document.isRepairable ? "READ-ONLY (F repairs) · " : "READ-ONLY · ") : ""
    detail +=
      "\(events.count) event\(events.count == 1 ? "" : "s") · "
      + Self.duration(track.trackLength)
    detail += " · \(mpc) ms/col · snap \(track.snap.map { "\($0) ms" } ?? "off")"
    if let envelope = track.envelope { detail += " · envelope \(envelope.points.count) points" }
    PaneTitle(title: "Track", detail: detail, focused: focused, theme: theme)
      .render(in: geometry.title, into: &buffer)
    // The unit of the ruler's numbers; seconds carry their own `s`.
    if TimeRuler.majorStep(msPerColumn: mpc) < 1000 {
      buffer.write("ms", x: geometry.axis.x + 1, y: geometry.ruler.y, role: .dim, clip: rect)
    }
    TimeRuler(viewport: track.viewport, theme: theme).render(in: geometry.ruler, into: &buffer)
    IntensityAxis(plotRows: geometry.plot.height, theme: theme).render(
      in: geometry.axis, into: &buffer)
    drawGuides(in: geometry.plot, into: &buffer)
    let (errors, warnings) =
      analysis.latest.map { ($0.errorEvents, $0.warningEvents) }
      ?? (document.errorEvents, document.warningEvents)
    TrackPlot(
      events: events, longestDuration: track.longestDuration, viewport: track.viewport,
      selection: Set(track.selection), errors: errors, warnings: warnings,
      cursor: isReadOnly && !focused
        ? nil : (track.cursorTime, track.cursorLevel),
      playhead: playhead, theme: theme
    ).render(in: geometry.plot, into: &buffer)
    if let envelope = track.envelope { drawEnvelope(envelope, in: geometry, into: &buffer) }
    if events.isEmpty, geometry.plot.height > 2 {
      let text =
        document.hasPattern
        ? "empty track: t adds a transient, c a continuous event at the cursor"
        : "nothing to show: the haptic block does not parse (see Problems)"
      buffer.write(
        text, x: geometry.plot.x + 2, y: geometry.plot.y + 1, role: .dim, clip: geometry.plot)
    }
    LegendLine(theme: theme, track: track).render(in: geometry.legend, into: &buffer)
    if geometry.lane.height > 0, let lane { lane.render(in: geometry.lane, into: &buffer) }
    if let sound {
      SoundLaneWidget(
        lane: sound, viewport: track.viewport, axisWidth: GridGeometry.axisWidth,
        playhead: playhead, theme: theme
      ).render(in: geometry.sound, into: &buffer)
    }
  }

  /// The breakpoints of the envelope being edited, over the steps they are played as; the
  /// current one in the cursor's style.
  private func drawEnvelope(
    _ envelope: EnvelopeView, in geometry: GridGeometry, into buffer: inout CellBuffer
  ) {
    let plot = geometry.plot
    let glyph: Unicode.Scalar = theme.glyphs.hasBraille ? "●" : "o"
    for (index, point) in envelope.points.enumerated() {
      let column = track.viewport.column(of: point.time)
      guard column >= 0, column < plot.width else { continue }
      let y = plot.y + geometry.row(ofLevel: point.intensity)
      buffer.put(
        glyph, x: plot.x + column, y: y, role: index == envelope.current ? .cursor : .emphasis)
    }
  }

  /// Faint dots down the plot at each major tick, to read times off the grid.
  private func drawGuides(in plot: Rect, into buffer: inout CellBuffer) {
    let major = TimeRuler.majorStep(msPerColumn: track.viewport.msPerColumn)
    var tick = (track.viewport.start + major - 1) / major * major
    let end = track.viewport.time(atColumn: plot.width)
    while tick < end {
      let column = track.viewport.column(of: tick)
      if column >= 0, column < plot.width {
        for y in plot.y..<plot.maxY {
          buffer.put(theme.glyphs.gridDot, x: plot.x + column, y: y, role: .gridDot)
        }
      }
      tick += major
    }
  }
}
