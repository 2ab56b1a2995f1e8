extension CellBuffer {
  /// The glyphs as text, one line per row, trailing spaces removed (what a person sees).
  public var text: String {
    var lines: [String] = []
    lines.reserveCapacity(height)
    for row in 0..<height {
      var line = String.UnicodeScalarView()
      for column in 0..<width {
        let cell = self[column, row]
        if !cell.isContinuation { line.append(cell.glyph) }
      }
      lines.append(String(String(line).trimmingTrailingSpaces()))
    }
    return lines.joined(separator: "\n")
  }

  /// The style layer as text: one `StyleRole.code` per cell, trailing plain cells removed.
  public var roleText: String {
    var lines: [String] = []
    for row in 0..<height {
      var line = ""
      for column in 0..<width { line.append(self[column, row].role.code) }
      lines.append(String(line.trimmingTrailingSpaces()))
    }
    return lines.joined(separator: "\n")
  }

  /// The text of one row, trailing spaces kept.
  public func row(_ y: Int) -> String {
    var line = String.UnicodeScalarView()
    for column in 0..<width where !self[column, y].isContinuation {
      line.append(self[column, y].glyph)
    }
    return String(line)
  }
}

extension String {
  func trimmingTrailingSpaces() -> Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return self[startIndex..<end]
  }
}
