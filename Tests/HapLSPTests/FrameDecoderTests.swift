import Testing

@testable import HapLSP

@Suite struct FrameDecoderTests {
  @Test func splitsMessagesFedInPieces() {
    var decoder = FrameDecoder()
    let stream = FrameDecoder.frame(Array("{\"a\":1}".utf8)) + FrameDecoder.frame(Array("[]".utf8))
    for byte in stream { decoder.feed([byte]) }
    #expect(decoder.next() == .message(Array("{\"a\":1}".utf8)))
    #expect(decoder.next() == .message(Array("[]".utf8)))
    #expect(decoder.next() == nil)
  }

  @Test func waitsForTheWholeBody() {
    var decoder = FrameDecoder()
    decoder.feed(Array("Content-Length: 10\r\n\r\n12345".utf8))
    #expect(decoder.next() == nil)
    decoder.feed(Array("67890".utf8))
    #expect(decoder.next() == .message(Array("1234567890".utf8)))
  }

  @Test func skipsAHeaderWithoutALengthAndKeepsGoing() {
    var decoder = FrameDecoder()
    decoder.feed(Array("Content-Type: x\r\n\r\n".utf8) + FrameDecoder.frame(Array("{}".utf8)))
    guard case .skipped = decoder.next() else {
      Issue.record("the header without a length was not skipped")
      return
    }
    #expect(decoder.next() == .message(Array("{}".utf8)))
  }

  @Test func skipsGarbageWithoutABlankLine() {
    var decoder = FrameDecoder()
    decoder.feed([UInt8](repeating: 0x41, count: 20_000))
    guard case .skipped = decoder.next() else {
      Issue.record("20,000 bytes without a header were not skipped")
      return
    }
    decoder.feed(FrameDecoder.frame(Array("{}".utf8)))
    #expect(decoder.next() == .message(Array("{}".utf8)))
  }

  @Test func refusesAnAbsurdLength() {
    var decoder = FrameDecoder()
    decoder.feed(Array("Content-Length: 99999999999\r\n\r\n".utf8))
    guard case .skipped = decoder.next() else {
      Issue.record("an absurd length was accepted")
      return
    }
  }

  @Test func readsTheLengthCaseInsensitively() {
    #expect(FrameDecoder.contentLength(in: "content-length:  42") == 42)
    #expect(FrameDecoder.contentLength(in: "Content-Length: -1") == nil)
    #expect(FrameDecoder.contentLength(in: "Content-Length: 4x") == nil)
  }
}
