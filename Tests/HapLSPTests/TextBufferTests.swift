import Testing

@testable import HapLSP

@Suite struct TextBufferTests {
  // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "🎵" is 4 bytes and 2 units.
  let text = TextBuffer("ab\r\né🎵x\nlast")

  @Test func convertsUTF16Positions() {
    #expect(text.offset(line: 1, character: 0, encoding: .utf16) == 4)
    #expect(text.offset(line: 1, character: 1, encoding: .utf16) == 6)
    #expect(text.offset(line: 1, character: 3, encoding: .utf16) == 10)
    #expect(text.position(of: 10, encoding: .utf16) == (1, 3))
    #expect(text.position(of: 11, encoding: .utf16) == (1, 4))
  }

  @Test func convertsUTF8Positions() {
    #expect(text.offset(line: 1, character: 6, encoding: .utf8) == 10)
    #expect(text.position(of: 10, encoding: .utf8) == (1, 6))
  }

  @Test func clampsPositionsOutsideTheText() {
    #expect(text.offset(line: 0, character: 99, encoding: .utf16) == 2)  // before the \r\n
    #expect(text.offset(line: 9, character: 0, encoding: .utf16) == text.bytes.count)
    #expect(text.offset(line: -1, character: 0, encoding: .utf16) == 0)
  }

  @Test func mapsCheckerColumnsInScalars() {
    #expect(text.offset(line: 2, column: 3) == 6 + 4)
  }

  @Test func keepsLineStartsThroughEdits() {
    var buffer = TextBuffer("one\ntwo\nthree\n")
    buffer.replace(4..<7, with: Array("2\n2b".utf8))
    #expect(String(decoding: buffer.bytes, as: UTF8.self) == "one\n2\n2b\nthree\n")
    #expect(buffer.lineStarts == TextBuffer(buffer.bytes).lineStarts)
    buffer.replace(0..<buffer.bytes.count - 1, with: [])
    #expect(buffer.lineStarts == TextBuffer(buffer.bytes).lineStarts)
  }

  @Test func negotiatesUTF8OnlyWhenOffered() {
    #expect(PositionEncoding.negotiated(["utf-32", "utf-8"]) == .utf8)
    #expect(PositionEncoding.negotiated(["utf-32"]) == .utf16)
    #expect(PositionEncoding.negotiated([]) == .utf16)
  }
}
