extension Glyphs {
  /// The ASCII character drawn for `scalar` on a terminal without UTF-8, so a frame is ASCII
  /// throughout: the text widgets write (`·`, `─`, `…`, arrows) as well as the glyph set's
  /// own. Anything else that is not ASCII (a title in another script) becomes `?`.
  public static func asciiFallback(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.isASCII { return scalar }
    switch scalar.value {
    case 0x2500...0x2501, 0x2504...0x2505, 0x2508...0x2509, 0x254C...0x254D: return "-"
    case 0x2502...0x2503, 0x2506...0x2507, 0x250A...0x250B, 0x254E...0x254F, 0x258F: return "|"
    case 0x250C...0x254B: return "+"
    case 0x2580...0x2588: return "#"
    case 0x2591...0x2593: return ":"
    case 0x2800...0x28FF: return scalar.value == 0x2800 ? " " : ":"
    default: break
    }
    switch scalar {
    case "·", "•", "∙": return "."
    case "…": return ">"
    case "▸", "▶", "→", "›", "»", "⏵": return ">"
    case "◂", "◀", "←", "‹", "«": return "<"
    case "↑", "▲": return "^"
    case "↓", "▼": return "v"
    case "✓", "✔": return "+"
    case "✗", "✘", "×": return "x"
    case "≈", "∼": return "~"
    case "—", "–", "−": return "-"
    case "‘", "’": return "'"
    case "“", "”": return "\""
    case "⚠": return "!"
    default: return "?"
    }
  }
}
