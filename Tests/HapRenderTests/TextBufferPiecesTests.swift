import HapModel
import HapTestSupport
import Testing

@testable import HapRender

/// Text handed on in pieces (`TextBuffer(pieceSize:drain:)`, `AHAPLines.write`) joins to
/// exactly the whole text's bytes, each piece whole characters (D330).
@Suite struct TextBufferPiecesTests {
  typealias S = SamplePatterns

  /// The pieces `write` hands on, in order.
  static func pieces(_ write: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> [[UInt8]] {
    var pieces: [[UInt8]] = []
    write { pieces.append(Array($0)) }
    return pieces
  }

  /// Checks that `pieces` join to `whole`, each at most `size` bytes (or one character longer
  /// than that) and valid UTF-8 on its own.
  static func expectPieces(
    _ pieces: [[UInt8]], join whole: [UInt8], size: Int, _ comment: Comment? = nil
  ) {
    #expect(Array(pieces.joined()) == whole, comment)
    for piece in pieces {
      #expect(!piece.isEmpty, comment)
      #expect(String(validating: piece, as: UTF8.self) != nil, comment)
      if piece.count > size {
        // Only a character longer than a piece may exceed it: one lead byte, then continuations.
        #expect(piece.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }, comment)
      }
    }
    // Every piece but the last is as long as a piece may be, short only of a split character.
    for piece in pieces.dropLast() { #expect(piece.count > size - 4, comment) }
  }

  @Test func piecesJoinToTheTextAtEverySizeAcrossCharacters() {
    // ASCII, two-, three- and four-byte characters, so piece boundaries fall inside each.
    let words = ["tap", "é", "–", "€", "𝄞", "\r\n", "ü̈", "🎛️", "kept", "0.123456"]
    var random = SplitMix64(seed: 330)
    var text = ""
    for _ in 0..<3_000 { text += words[Int(random.next() % UInt64(words.count))] }
    let whole = Array(text.utf8)
    for size in [1, 2, 3, 4, 5, 7, 16, 61, 64, 1_000, 1 << 16] {
      let pieces = Self.pieces { drain in
        withoutActuallyEscaping(drain) { drain in
          let out = TextBuffer(pieceSize: size, drain: drain)
          // Appended in runs of varied length, some longer than a piece.
          var start = 0
          while start < whole.count {
            let end = min(whole.count, start + 1 + Int(random.next() % 300))
            whole[start..<end].withUnsafeBufferPointer { out.append(bytes: $0) }
            start = end
          }
          out.finish()
        }
      }
      Self.expectPieces(pieces, join: whole, size: size, "piece size \(size)")
    }
  }

  @Test func numbersAndStaticTextDrainAsTheyAppend() {
    let kept = TextBuffer()
    let pieces = Self.pieces { drain in
      withoutActuallyEscaping(drain) { drain in
        let out = TextBuffer(pieceSize: 100, drain: drain)
        for value in 0..<2_000 {
          for buffer in [kept, out] {
            buffer.append("{ \"Time\": " as StaticString)
            buffer.append(seconds: Double(value) * 7.5)
            buffer.append(", ")
            buffer.append(value * 31 - 5_000)
            buffer.append(decimal: Double(value) / 3)
            buffer.append(byte: 0x0A)
          }
        }
        out.finish()
      }
    }
    Self.expectPieces(pieces, join: Array(kept.text.utf8), size: 100)
  }

  @Test func aPieceEndsBeforeAContinuationByte() {
    let bytes: [UInt8] = Array("ab€c".utf8)  // a b E2 82 AC c
    bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      func length(_ offset: Int, _ count: Int, _ size: Int, final: Bool = false) -> Int {
        TextBuffer.pieceLength(base + offset, count: count, size: size, final: final)
      }
      #expect(length(0, 6, 2) == 2)
      #expect(length(0, 6, 3) == 2)
      #expect(length(0, 6, 4) == 2)
      #expect(length(0, 6, 5) == 5)
      // Without the byte after the cut, a piece cannot end yet, unless the text ends there.
      #expect(length(0, 6, 6) == 0)
      #expect(length(0, 6, 6, final: true) == 6)
      #expect(length(0, 1, 4) == 0)
      #expect(length(0, 1, 4, final: true) == 1)
      // A character longer than a piece is one piece, once all of it is there.
      #expect(length(2, 4, 1) == 3)
      #expect(length(2, 3, 1) == 0)
      #expect(length(2, 2, 1, final: true) == 2)
      #expect(length(2, 3, 1, final: true) == 3)
    }
  }

  /// The iOS artefact of `pattern` printed, and as lines.
  static func both(_ pattern: HapticPattern) throws -> (Artifact, AHAPLines) {
    let profile = try #require(DeviceProfile.named("iphone", platform: .ios))
    let printed = Renderer.render(pattern, profiles: [profile])[0].artifact
    let asLines = Renderer.render(pattern, profiles: [profile], artifactAsLines: true)[0].artifact
    return (printed, try #require(asLines.lines, "an AHAP artefact comes as lines"))
  }

  @Test func ahapWrittenInPiecesIsItsTextAndFiles() throws {
    var random = SplitMix64(seed: 3_300)
    let curves: [Curve?] = [nil, .linear, .easeIn, .easeOut, .hold]
    var at = 0
    let track = (0..<1_500).map { index -> TrackEvent in
      at += Int(random.next() % 120)
      let level = Double(random.next() % 11) / 10
      if random.next() % 2 == 0 { return S.transient(at, level, 0.5, id: index) }
      let curve = curves[Int(random.next() % UInt64(curves.count))]
      return S.continuous(at, 20 + Int(random.next() % 400), level, 0.4, curve: curve, id: index)
    }
    let swarm = HapticPattern(
      id: "swarm",
      track: (0..<10).map { S.continuous($0 * 10, 500, 0.8, 0.5, curve: .easeOut, id: $0) })
    for pattern in [HapticPattern(id: "long", track: track), S.rampWithTicks, swarm] {
      let (printed, lines) = try Self.both(pattern)
      #expect(lines.names == printed.files.map(\.name))
      for size in [1, 7, 4_096, AHAPLines.pieceSize] {
        let pieces = Self.pieces { lines.write(pieceSize: size, $0) }
        Self.expectPieces(pieces, join: Array(printed.text.utf8), size: size, "\(pattern.id)")
        for (index, file) in printed.files.enumerated() {
          let filePieces = Self.pieces { lines.writeFile(index, pieceSize: size, $0) }
          Self.expectPieces(filePieces, join: Array(file.text.utf8), size: size, "\(file.name)")
        }
      }
      if pattern.id == "long" {
        // Long enough for several pieces of the size `render` and `export` write.
        #expect(printed.text.utf8.count > 3 * AHAPLines.pieceSize)
      }
    }
  }
}
