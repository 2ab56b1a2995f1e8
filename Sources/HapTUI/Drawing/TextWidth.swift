/// How many terminal columns a character takes, decided without the C library's locale tables
/// so screens render the same in tests and in every terminal.
enum TextWidth {
  /// 0 for combining marks and zero-width characters, 2 for East Asian wide and emoji, else 1.
  static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if isWide(value) { return 2 }
    return 1
  }

  /// A scalar that would break the grid (a control character) is shown as U+FFFD.
  static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return "\u{FFFD}" }
    return scalar
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      true
    default:
      false
    }
  }

  /// The number of columns `text` takes.
  static func columns(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
  }

  /// The part of `text` in columns `left ..< left + width`, padded with spaces where a wide
  /// character straddles either edge, so it is exactly as wide as what it covers.
  static func slice(_ text: String, from left: Int, width: Int) -> String {
    guard width > 0 else { return "" }
    var result = String.UnicodeScalarView()
    var column = 0
    var included = false
    for scalar in text.unicodeScalars {
      let w = columns(of: scalar)
      defer { column += w }
      if w == 0 {
        // A combining mark goes with the character before it.
        if included { result.append(scalar) }
        continue
      }
      included = false
      if column + w <= left { continue }
      if column >= left + width { break }
      if column < left || column + w > left + width {
        // Half of a wide character: a space keeps the columns in place.
        let shown = min(column + w, left + width) - max(column, left)
        result.append(contentsOf: String(repeating: " ", count: shown).unicodeScalars)
        continue
      }
      result.append(scalar)
      included = true
    }
    return String(result)
  }

  /// `text` cut to at most `width` columns, ending in `…` when it was cut.
  static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard columns(of: text) > width else { return text }
    var result = String.UnicodeScalarView()
    var used = 0
    for scalar in text.unicodeScalars {
      let w = columns(of: scalar)
      if used + w > width - 1 { break }
      result.append(scalar)
      used += w
    }
    result.append("…")
    return String(result)
  }

  /// `text` padded with spaces (or cut) to exactly `width` columns.
  static func pad(_ text: String, to width: Int) -> String {
    let cut = truncate(text, to: width)
    return cut + String(repeating: " ", count: max(0, width - columns(of: cut)))
  }

  /// `text` broken at spaces into lines of at most `width` columns.
  static func wrap(_ text: String, to width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty,
        TextWidth.columns(of: line) + 1 + TextWidth.columns(of: String(word)) > width
      {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
