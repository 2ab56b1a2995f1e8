import HapModel

/// The line under the grid explaining the shading and glyphs, and where the cursor is.
struct LegendLine: Widget {
  var theme: Theme
  /// The track whose cursor the line ends with.
  var track: TrackState

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
      "  cursor \(track.cursorTime) ms · \(FieldText.number(track.cursorLevel))",
    ]
    for part in parts {
      guard x + TextWidth.columns(of: part) <= rect.maxX else { break }
      x += buffer.write(part, x: x, y: rect.y, role: .dim, clip: rect)
    }
  }
}
