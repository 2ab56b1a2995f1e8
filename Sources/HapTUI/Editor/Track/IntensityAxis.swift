/// The intensity axis left of the plot: 1.0 at the top, 0 at the bottom.
struct IntensityAxis: Widget {
  var plotRows: Int
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0, rect.width >= 2 else { return }
    let axisX = rect.maxX - 1
    for row in 0..<rect.height {
      buffer.put(theme.glyphs.vertical, x: axisX, y: rect.y + row, role: .axis)
    }
    let labels: [(row: Int, text: String)] = [
      (0, "1.0"), (rect.height / 2, rect.height >= 5 ? "0.5" : ""), (rect.height - 1, "0"),
    ]
    for (row, text) in labels where !text.isEmpty {
      buffer.put(theme.glyphs.tickRight, x: axisX, y: rect.y + row, role: .axis)
      let x = axisX - 1 - TextWidth.columns(of: text)
      buffer.write(text, x: x, y: rect.y + row, role: .rulerLabel, clip: rect)
    }
  }
}
