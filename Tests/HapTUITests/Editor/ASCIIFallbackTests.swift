import Testing

@testable import HapTUI

/// Issue 20, item 9: a terminal without UTF-8 gets ASCII for every character a frame holds.
@Suite("Drawing: the ASCII fallback")
struct ASCIIFallbackTests {
  @Test("every glyph of the Unicode set and the widgets' punctuation map to ASCII")
  func mapsToASCII() {
    let unicode = Glyphs.unicode
    var scalars: [Unicode.Scalar] = unicode.bars + unicode.shades
    scalars += [
      unicode.horizontal, unicode.vertical, unicode.tickDown, unicode.tickRight, unicode.corner,
      unicode.transientStem, unicode.cursorLine, unicode.playhead, unicode.gridDot, unicode.kept,
      unicode.approximated, unicode.dropped, unicode.ellipsis, unicode.moreLeft,
      unicode.moreRight, Glyphs.braille(left: 3, right: 1), "·", "—", "→",
    ]
    for scalar in scalars { #expect(Glyphs.asciiFallback(scalar).isASCII, "\(scalar)") }
    #expect(Glyphs.asciiFallback("─") == "-" && Glyphs.asciiFallback("│") == "|")
    #expect(Glyphs.asciiFallback("a") == "a" && Glyphs.asciiFallback("日") == "?")
  }
}
