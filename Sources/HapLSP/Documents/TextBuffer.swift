/// A document's UTF-8 text with its line starts, converting LSP positions to byte offsets.
public struct TextBuffer: Sendable {
  public private(set) var bytes: [UInt8]
  /// The byte offset where each line starts (line 0 at offset 0).
  public private(set) var lineStarts: [Int]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    lineStarts = Self.lineStarts(of: bytes)
  }

  public init(_ text: String) { self.init(Array(text.utf8)) }

  static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    return starts
  }

  /// The byte offset of `position` (0-based line, `character` in `encoding`), clamped into
  /// the text: a line past the end is the end, a character past the line's end is its end.
  public func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int {
    guard line >= 0 else { return 0 }
    guard line < lineStarts.count else { return bytes.count }
    let start = lineStarts[line]
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    var offset = start
    var counted = 0
    while offset < end, counted < character {
      let byte = bytes[offset]
      let length = Self.sequenceLength(byte)
      switch encoding {
      case .utf8: counted += length
      case .utf16: counted += length == 4 ? 2 : 1
      }
      offset = min(offset + length, end)
    }
    return offset
  }

  /// The LSP position (0-based line, `character` in `encoding`) of byte `offset`.
  public func position(of offset: Int, encoding: PositionEncoding) -> (line: Int, character: Int) {
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    let start = lineStarts[low]
    switch encoding {
    case .utf8: return (low, clamped - start)
    case .utf16:
      var units = 0
      var index = start
      while index < clamped {
        let length = Self.sequenceLength(bytes[index])
        units += length == 4 ? 2 : 1
        index += length
      }
      return (low, units)
    }
  }

  /// The byte offset of a 1-based `line` and `column` counted in Unicode scalars, as the
  /// checker reports them.
  public func offset(line: Int, column: Int) -> Int {
    guard line >= 1, line <= lineStarts.count else { return bytes.count }
    var offset = lineStarts[line - 1]
    var remaining = column - 1
    while remaining > 0, offset < bytes.count, bytes[offset] != 0x0A {
      offset += Self.sequenceLength(bytes[offset])
      remaining -= 1
    }
    return min(offset, bytes.count)
  }

  /// The end of the line holding `offset`, before its `\r\n` or `\n`.
  public func lineEnd(from offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    if end > offset, bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// Replaces the bytes in `range` with `replacement`.
  public mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
    bytes.replaceSubrange(range, with: replacement)
    // Only the lines from the edit on move: keep the starts before it.
    let firstLine = lineStarts.lastIndex { $0 <= range.lowerBound } ?? 0
    let delta = replacement.count - range.count
    var starts = Array(lineStarts[...firstLine])
    var index = lineStarts[firstLine]
    let newEnd = range.lowerBound + replacement.count
    while index < newEnd {
      if bytes[index] == 0x0A { starts.append(index + 1) }
      index += 1
    }
    for old in lineStarts[(firstLine + 1)...] where old > range.upperBound {
      starts.append(old + delta)
    }
    lineStarts = starts
  }

  /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
  static func sequenceLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0xF0...0xF7: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }
}
