import Glibc
import HapAudio

/// The lane under the grid that draws the attached sound's waveform on the grid's time axis,
/// zoomed and scrolled with it.
///
/// The first row names the sound (or says it is loading, or why it cannot be read); the rows
/// under it draw each column's lowest to highest sample, scaled to the sound's loudest, as
/// Braille dots (two per cell across, four down) or, without Braille, as `|` marks. Glyphs
/// carry the shape, so it reads the same in monochrome.
struct SoundLaneWidget: Widget {
  var lane: SoundLane
  var viewport: Viewport
  /// The width of the axis column the grid keeps on the left.
  var axisWidth: Int
  /// The playhead in track time, while something plays.
  var playhead: Int?
  var theme: Theme

  /// The label for a loaded sound: name, rate, channels, length and loudest sample.
  static func label(of sound: AttachedSound) -> String {
    let hundreds = sound.sampleRate / 100
    let rate =
      sound.sampleRate % 1000 == 0
      ? "\(sound.sampleRate / 1000) kHz"
      : sound.sampleRate % 100 == 0
        ? "\(hundreds / 10).\(hundreds % 10) kHz" : "\(sound.sampleRate) Hz"
    let channels = sound.channels == 1 ? "mono" : "\(sound.channels) ch mixed"
    let length = GridWidget.duration(sound.milliseconds)
    let loudest = sound.peaks.loudest
    let peak: String
    if loudest > 0 {
      let decibels = (20 * log10(Double(loudest)) * 10).rounded() / 10
      peak = "peak \(decibels == 0 ? "0" : String(decibels)) dBFS"
    } else {
      peak = "silent"
    }
    return "sound \(sound.name) · \(rate) \(channels) · \(length) · \(peak)"
  }

  /// The dot rows (0 at the top of `dots` rows) spanned by samples from `low` to `high`, with
  /// `scale` the magnitude drawn at the lane's edge.
  static func dotSpan(low: Float, high: Float, scale: Float, dots: Int) -> ClosedRange<Int> {
    let last = Double(dots - 1)
    func row(_ value: Float) -> Int {
      let level = scale > 0 ? Double(min(max(value / scale, -1), 1)) : 0
      return Int(((1 - level) / 2 * last).rounded())
    }
    let top = row(high)
    let bottom = row(low)
    return min(top, bottom)...max(top, bottom)
  }

  /// The dot spans of `columns` columns, two halves each (left, right); `nil` past the sound.
  static func spans(
    of peaks: WaveformPeaks, viewport: Viewport, columns: Int, dots: Int
  ) -> [(ClosedRange<Int>?, ClosedRange<Int>?)] {
    let step = viewport.msPerColumn
    let half = max(step / 2, 1)
    let scale = peaks.loudest
    func span(_ start: Int, _ end: Int) -> ClosedRange<Int>? {
      peaks.peaks(from: start, to: end).map {
        dotSpan(low: $0.low, high: $0.high, scale: scale, dots: dots)
      }
    }
    return (0..<max(columns, 0)).map { column in
      let start = viewport.time(atColumn: column)
      let left = span(start, start + half)
      let right = step > 1 ? span(start + half, start + step) : left
      return (left, right)
    }
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    let (labelRow, body) = rect.splitTop(1)
    let line = String(repeating: String(Character(theme.glyphs.horizontal)), count: rect.width)
    buffer.write(line, x: rect.x, y: rect.y, role: .border, clip: labelRow)
    let label: String
    let role: StyleRole
    switch lane.status {
    case .loading:
      (label, role) = ("sound \(lane.name): reading…", .title)
    case .loaded(let sound):
      (label, role) = (Self.label(of: sound), .title)
    case .failed(let problem):
      (label, role) = ("sound: \(problem)", .error)
    }
    buffer.write(
      TextWidth.truncate(" \(label) ", to: max(rect.width - 2, 1)), x: rect.x + 1, y: rect.y,
      role: role, clip: labelRow)
    guard body.height > 0 else { return }
    // Under two rows of waveform, a row of the sharpness the analysis derives (D192).
    let sharpRows = body.height >= 3 && !(lane.sound?.sharpness.isEmpty ?? true) ? 1 : 0
    let (waveBody, sharpBody) = body.splitBottom(sharpRows)
    if sharpRows > 0, let sound = lane.sound {
      SharpnessLaneWidget(
        sharpness: sound.sharpness, viewport: viewport, axisWidth: axisWidth, playhead: playhead,
        theme: theme
      ).render(in: sharpBody, into: &buffer)
    }
    let (axis, plot) = waveBody.splitLeft(axisWidth)
    buffer.write(" wave", x: axis.x, y: axis.y + axis.height - 1, role: .dim, clip: axis)
    guard let sound = lane.sound else {
      if case .failed = lane.status {
        let lines = [
          "fix `audio:` in the frontmatter (a path from this file's folder), or attach another "
            + "with haptui edit --audio SOUND FILE",
          "the pattern still edits and saves as usual",
        ]
        let shown = plot.height == 1 ? [lines[1] + "; " + lines[0]] : lines
        for (row, text) in shown.prefix(plot.height).enumerated() {
          buffer.write(
            TextWidth.truncate(text, to: max(plot.width - 1, 1)), x: plot.x + 1, y: plot.y + row,
            role: .dim, clip: plot)
        }
      }
      return
    }
    let braille = theme.glyphs.hasBraille
    let dots = plot.height * (braille ? 4 : 1)
    let spans = Self.spans(of: sound.peaks, viewport: viewport, columns: plot.width, dots: dots)
    for (column, halves) in spans.enumerated() {
      for row in 0..<plot.height {
        let glyph: Unicode.Scalar?
        if braille {
          glyph = Self.braille(left: halves.0, right: halves.1, row: row)
        } else {
          let covered = [halves.0, halves.1].contains { $0?.contains(row) == true }
          glyph = covered ? theme.glyphs.vertical : nil
        }
        if let glyph { buffer.put(glyph, x: plot.x + column, y: plot.y + row, role: .emphasis) }
      }
    }
    if let playhead {
      let column = viewport.column(of: playhead)
      if column >= 0, column < plot.width {
        for y in plot.y..<plot.maxY { buffer.restyle(x: plot.x + column, y: y, role: .playhead) }
      }
    }
  }

  /// The Braille cell of cell row `row` showing dot rows `left` and `right` (4 dot rows a
  /// cell row), or `nil` when neither reaches into it.
  static func braille(left: ClosedRange<Int>?, right: ClosedRange<Int>?, row: Int)
    -> Unicode.Scalar?
  {
    // Dot bits from the top row down: left column 1, 2, 3, 7; right column 4, 5, 6, 8.
    let leftBits: [UInt32] = [0x01, 0x02, 0x04, 0x40]
    let rightBits: [UInt32] = [0x08, 0x10, 0x20, 0x80]
    var bits: UInt32 = 0
    for dot in 0..<4 {
      let at = row * 4 + dot
      if left?.contains(at) == true { bits |= leftBits[dot] }
      if right?.contains(at) == true { bits |= rightBits[dot] }
    }
    return bits == 0 ? nil : Unicode.Scalar(0x2800 + bits)
  }
}
