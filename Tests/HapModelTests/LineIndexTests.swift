import Testing

@testable import HapModel

/// The line index's vector scan (D466) finds the same lines as a byte-by-byte reading, in
/// texts of every length around its 16-byte blocks, and the line count stops where it says.
@Suite struct LineIndexTests {
  /// The starts a byte-by-byte reading finds: after a BOM, then after each `\n`, `\r\n` or
  /// lone `\r`.
  static func naiveStarts(_ bytes: [UInt8]) -> [Int] {
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var starts = [bom]
    var index = bom
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        starts.append(index)
      } else if byte == 0x0D {
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        starts.append(index)
      }
    }
    return starts
  }

  /// A text of `length` bytes from letters, spaces, line feeds (about one byte in `every`),
  /// a two-byte character, and carriage returns when `returns`.
  static func text(
    length: Int, every: UInt64, returns: Bool, bom: Bool, seed: inout UInt64
  ) -> [UInt8] {
    var bytes: [UInt8] = bom ? [0xEF, 0xBB, 0xBF] : []
    while bytes.count < length {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let pick = (seed >> 33) % (every * 2)
      switch pick {
      case 0: bytes.append(0x0A)
      case 1 where returns: bytes.append(0x0D)
      case 2: bytes += [0xC3, 0xA9]
      case 3: bytes.append(0x20)
      default: bytes.append(UInt8(ascii: "a") + UInt8(pick % 26))
      }
    }
    return bytes
  }

  @Test func startsMatchAByteByByteReading() {
    var seed: UInt64 = 23
    var checked = 0
    for length in Array(0...70) + [255, 256, 257, 4_079, 4_080, 4_081, 4_096, 70_000] {
      for every: UInt64 in [1, 3, 30] {
        for (returns, bom) in [(false, false), (false, true), (true, false)] {
          let bytes = Self.text(
            length: length, every: every, returns: returns, bom: bom, seed: &seed)
          let index = LineIndex(bytes)
          let expected = Self.naiveStarts(bytes)
          #expect(Array(index.lineStarts) == expected, "length \(bytes.count), every \(every)")
          #expect(
            LineIndex.lineCount(of: bytes, stoppingAfter: 1_000_000) == expected.count,
            "length \(bytes.count)")
          checked += 1
        }
      }
    }
    #expect(checked == 79 * 9)
  }

  @Test func aCallersLineCountOnlySizesTheList() {
    var seed: UInt64 = 11
    let bytes = Self.text(length: 20_000, every: 4, returns: false, bom: true, seed: &seed)
    let expected = Self.naiveStarts(bytes)
    // Right, short by one or many, long, or none: the same starts.
    for reserving in [expected.count, expected.count - 1, 2, 1, expected.count + 50, 0] {
      #expect(
        Array(LineIndex(bytes, reserving: reserving).lineStarts) == expected,
        "reserving \(reserving)")
    }
    #expect(Array(LineIndex([0x0A], reserving: 1).lineStarts) == [0, 1])
  }

  @Test func aTextOfOnlyLineFeedsHasALineAfterEach() {
    // 255 blocks of 16 bytes is where the counting lanes are summed: cross it either side.
    for count in [0, 1, 15, 16, 17, 4_079, 4_080, 4_081, 8_161] {
      let bytes = [UInt8](repeating: 0x0A, count: count)
      #expect(Array(LineIndex(bytes).lineStarts) == Array(0...count))
      #expect(LineIndex.lineCount(of: bytes, stoppingAfter: 1_000_000) == count + 1)
    }
  }

  @Test func theCountStopsOneLinePastTheLimit() {
    var seed: UInt64 = 7
    let bytes = Self.text(length: 50_000, every: 5, returns: false, bom: false, seed: &seed)
    let lines = Self.naiveStarts(bytes).count
    #expect(lines > 4_000)
    for limit in [0, 1, 2, 15, 16, 17, 4_080, lines - 2, lines - 1, lines, lines + 1] {
      #expect(
        LineIndex.lineCount(of: bytes, stoppingAfter: limit) == min(lines, limit + 1),
        "limit \(limit)")
    }
    // Lone carriage returns count too, up to the same limit.
    let mixed = Self.text(length: 50_000, every: 5, returns: true, bom: false, seed: &seed)
    let mixedLines = Self.naiveStarts(mixed).count
    for limit in [0, 3, mixedLines - 1, mixedLines, mixedLines + 5] {
      #expect(
        LineIndex.lineCount(of: mixed, stoppingAfter: limit) == min(mixedLines, limit + 1),
        "limit \(limit)")
    }
  }
}
