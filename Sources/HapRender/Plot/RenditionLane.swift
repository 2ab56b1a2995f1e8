import HapModel

/// What one profile plays, drawn on the track's time axis: the one geometry of the editor's
/// rendition lane and the site's lanes (DECISIONS.md D172).
///
/// Three kinds, each said in the lane's words: a track on iOS is drawn from its AHAP (each
/// event at its own intensity and curve, what Core Haptics plays, not a rumble motor's
/// version of it); an intent (or `fallbacks.reduced`) plays a system effect whose waveform
/// the platform does not publish, so its steps are haptui's estimate and say so; everything
/// else (Android's waveforms and on/off pulses, the web's vibrate pattern, a gamepad's motor
/// steps) is the schedule the device runs.
public struct RenditionLane: Equatable, Sendable {
  /// How the lane was made.
  public enum Kind: String, Equatable, Sendable {
    /// The schedule the device runs.
    case schedule
    /// The AHAP's own events (`shapes`).
    case ahap
    /// haptui's estimate of a system effect.
    case estimate
  }

  public var kind: Kind
  /// The steps drawn (for `schedule` and `estimate`; empty for `ahap`).
  public var bars: [LaneBar]
  /// The AHAP's events (for `ahap`), all of them: worked out when first asked for (the lane
  /// itself works out only those on screen, unless they are thousands, D463).
  public var shapes: TrackShapes? { ahap?.shapes }
  /// The AHAP's documents, indexed by time (for `ahap`).
  private var ahap: AHAPLaneIndex?
  /// What the lane plays, after "plays": `2 on/off steps`, `its AHAP: 2 transients`,
  /// `≈ 1 step (estimated)`, `nothing`.
  public var words: String
  /// What a reader should know about the drawing, for the site's lanes (the editor's lane has
  /// room for `words` only): why an estimate is one; `nil` otherwise.
  public var note: String?
  /// Where the last thing drawn ends, in milliseconds.
  public var length: Int

  /// The lane of `rendition`, a rendering of `pattern`.
  public init(_ rendition: Rendition, pattern: HapticPattern) {
    if rendition.platform == .ios, rendition.rung == .track {
      let documents =
        rendition.ahapDocuments ?? AHAPLayering(events: RenderInput(pattern).events).documents
      let index = AHAPLaneIndex(documents)
      self.init(feel: RumbleSchedule(), rung: .track)
      kind = .ahap
      ahap = index
      words = Self.ahapWords(
        transients: index.transients, continuous: index.continuous, layers: documents.count)
      length = index.length
      return
    }
    self.init(feel: rendition.feel, rung: rendition.rung, path: rendition.path)
  }

  /// The lane of a schedule the device runs (`rung` `intent` or `reduced`: an estimate of the
  /// system effect named by `path`).
  public init(feel: RumbleSchedule, rung: Rung, path: String = "") {
    bars = LaneBar.bars(of: feel)
    ahap = nil
    note = nil
    length = feel.length
    let shape = LaneBar.shape(of: feel)
    if rung == .intent || rung == .reduced, shape != "nothing" {
      kind = .estimate
      let steps = bars.count
      words = "≈ \(steps) step\(steps == 1 ? "" : "s") (estimated)"
      let effect = path.isEmpty ? "the system effect" : "the \(path) effect"
      note =
        "haptui's estimate of \(effect): the platform plays its own waveform for it and does "
        + "not publish it"
    } else {
      kind = .schedule
      words = shape
    }
  }

  /// The strongest level (0…1) the lane plays in each of `count` columns of `step` ms from
  /// `start`: one sweep over what reaches into them (a lane in cells, a long track).
  public func levels(from start: Int, every step: Int, count: Int) -> [Double] {
    var levels = [Double](repeating: 0, count: max(count, 0))
    guard count > 0, step > 0 else { return levels }
    let end = start + step * count
    func column(_ time: Int) -> Int {
      let offset = time - start
      return offset >= 0 ? offset / step : -((-offset + step - 1) / step)
    }
    // Bars are in time order and do not overlap: find the first that reaches into view.
    var index = SortedSearch.firstIndex(in: bars.count) { bars[$0].at + bars[$0].duration > start }
    while index < bars.count, bars[index].at < end {
      let bar = bars[index]
      index += 1
      let first = max(column(bar.at), 0)
      let last = min(column(bar.at + bar.duration - 1), count - 1)
      guard first <= last else { continue }
      for column in first...last { levels[column] = max(levels[column], bar.strength) }
    }
    guard let ahap else { return levels }
    let (shapes, spanEnds) = ahap.window(from: start, to: end)
    let stems = shapes.stems
    index = SortedSearch.firstIndex(in: stems.count) { stems[$0].at >= start }
    while index < stems.count, stems[index].at < end {
      let stem = stems[index]
      levels[column(stem.at)] = max(levels[column(stem.at)], stem.level)
      index += 1
    }
    // Spans are in start order but may overlap (layers): the running furthest end finds the
    // first that can reach into view.
    let spans = shapes.spans
    index = SortedSearch.firstIndex(in: spanEnds.count) { spanEnds[$0] > start }
    while index < spans.count, spans[index].at < end {
      let span = spans[index]
      index += 1
      guard span.at + span.duration > start else { continue }
      let first = max(column(span.at), 0)
      let last = min(column(span.at + span.duration - 1), count - 1)
      guard first <= last else { continue }
      var point = 0
      for column in first...last {
        let from = Double(max(start + column * step, span.at))
        let to = Double(min(start + (column + 1) * step, span.at + span.duration))
        var level = Self.level(span.top, at: from, from: &point)
        while point + 1 < span.top.count, span.top[point + 1].time < to {
          point += 1
          level = max(level, span.top[point].level)
        }
        level = max(level, Self.level(span.top, at: to - 0.001, from: &point))
        levels[column] = max(levels[column], level)
      }
    }
    return levels
  }

  /// The strongest level (0…1) the lane plays in `from..<to` ms.
  public func level(from: Int, to: Int) -> Double {
    to > from ? levels(from: from, every: to - from, count: 1)[0] : 0
  }

  /// The furthest end of the spans up to each one, for `levels`.
  static func ends(_ spans: [PlotSpan]) -> [Int] {
    var furthest = Int.min
    return spans.map {
      furthest = max(furthest, $0.at + $0.duration)
      return furthest
    }
  }

  /// The top edge's level at `time`, interpolated, searching from point `index` on (moved to
  /// the point at or before `time`).
  private static func level(_ top: [PlotPoint], at time: Double, from index: inout Int) -> Double {
    guard !top.isEmpty else { return 0 }
    while index + 1 < top.count, top[index + 1].time <= time { index += 1 }
    let point = top[index]
    guard index + 1 < top.count, time > point.time else { return point.level }
    let next = top[index + 1]
    let width = next.time - point.time
    guard width > 0 else { return next.level }
    return point.level + (next.level - point.level) * (time - point.time) / width
  }

  private static func ahapWords(transients: Int, continuous: Int, layers: Int) -> String {
    var parts: [String] = []
    if transients > 0 { parts.append("\(transients) transient\(transients == 1 ? "" : "s")") }
    if continuous > 0 {
      parts.append("\(continuous) continuous event\(continuous == 1 ? "" : "s")")
    }
    let layered = layers > 1 ? " in \(layers) layers" : ""
    return parts.isEmpty
      ? "nothing" : "its AHAP: " + parts.joined(separator: ", ") + layered
  }
}
