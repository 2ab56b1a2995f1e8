internal import CScan
import Glibc

/// The lines of a file's bytes, for turning byte offsets into 1-based line and column.
///
/// Lines end at `\r\n`, `\n` or a lone `\r`, as CommonMark, YAML and RFC 8259 all agree. Columns
/// count Unicode scalars (a UTF-8 lead byte starts one) and a byte-order mark on line 1 is not
/// counted, so column 1 is the first character an editor shows.
public struct LineIndex: Sendable {
  /// The bytes the index was built over.
  public let bytes: [UInt8]
  /// The byte offset where each line starts; `lineStarts[0]` is after any byte-order mark.
  public private(set) var lineStarts: LineStarts

  /// The index of `bytes`; `reserving` is the number of lines when the caller has counted
  /// them (`lineCount(of:stoppingAfter:)`), so the starts are stored without growing (D391).
  public init(_ bytes: [UInt8], reserving lineCount: Int = 0) {
    self.bytes = bytes
    let bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    // Without a carriage return every line ends at a "\n": a vector scan finds them.
    let hasCarriageReturn = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\r")), buffer.count) != nil }
        ?? false
    }
    if !hasCarriageReturn, bytes.count < Int(UInt32.max) {
      lineStarts = Self.newlineStarts(of: bytes, from: bomLength, expected: lineCount)
      return
    }
    lineStarts = LineStarts(byteCount: bytes.count)
    lineStarts.reserveCapacity(lineCount)
    lineStarts.append(bomLength)
    var index = bomLength
    if !hasCarriageReturn {
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        while index < buffer.count,
          let found = memchr(base + index, Int32(UInt8(ascii: "\n")), buffer.count - index)
        {
          index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
          lineStarts.append(index)
        }
      }
      return
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        lineStarts.append(index)
      } else if byte == UInt8(ascii: "\r") {
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        lineStarts.append(index)
      }
    }
  }

  /// The starts of the lines of `bytes`, which has no carriage return, the first at `first`:
  /// every "\n" found 16 bytes at a time into a list made at its size, from `expected` lines
  /// when the caller counted them, else counted here first. A call to memchr per line took
  /// 4.5 ms for a 100,000-event track's 450,000 lines, and counting them as much again (D466).
  private static func newlineStarts(of bytes: [UInt8], from first: Int, expected: Int)
    -> LineStarts
  {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return LineStarts(narrow: [UInt32(first)]) }
      let newline = UInt8(ascii: "\n")
      var newlines =
        expected > 0 ? expected - 1 : hap_count_byte(base, buffer.count, newline, Int.max)
      while true {
        var complete = true
        let starts = [UInt32](unsafeUninitializedCapacity: newlines + 1) { out, initialized in
          out[0] = UInt32(first)
          let written = hap_offsets_after_byte32(
            base, buffer.count, first, newline, out.baseAddress! + 1, newlines)
          initialized = 1 + written
          // A count that fell short of the text's (a caller's estimate) is counted again.
          let after = written == 0 ? first : Int(out[written])
          complete =
            written < newlines || memchr(base + after, Int32(newline), buffer.count - after) == nil
        }
        if complete { return LineStarts(narrow: starts) }
        newlines = hap_count_byte(base, buffer.count, newline, Int.max)
      }
    }
  }

  /// The number of lines `bytes` has (as `lineCount` counts them), counting no further than
  /// `limit + 1`: a cheap check before an index is built.
  public static func lineCount(of bytes: [UInt8], stoppingAfter limit: Int) -> Int {
    var count = 1
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // Every "\n" counted 16 bytes at a time (D466), then each lone "\r" found by memchr.
      // (At most `limit` of them, so the count stops at `limit + 1` as before.)
      if limit > 0 { count += hap_count_byte(base, buffer.count, UInt8(ascii: "\n"), limit - 1) }
      var start = 0
      while count <= limit, start < buffer.count,
        let found = memchr(base + start, Int32(UInt8(ascii: "\r")), buffer.count - start)
      {
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        // A `\r\n` was counted at its `\n`.
        if index + 1 >= buffer.count || base[index + 1] != UInt8(ascii: "\n") { count += 1 }
        start = index + 1
      }
    }
    return count
  }

  /// The number of lines; a final line ending does not start an extra line of text but is
  /// counted, so positions at the very end of the file still have a line.
  public var lineCount: Int { lineStarts.count }

  /// The 1-based line holding byte `offset` (offsets past the end belong to the last line).
  public func line(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The position of byte `offset`.
  public func position(of offset: Int) -> SourcePosition {
    let clamped = max(0, min(offset, bytes.count))
    let line = line(containing: clamped)
    let start = lineStarts[line - 1]
    return SourcePosition(
      line: line, column: 1 + scalarCount(from: start, to: clamped), offset: clamped)
  }

  /// The position of the first byte of `line` (1-based).
  public func start(ofLine line: Int) -> SourcePosition {
    let index = max(1, min(line, lineCount))
    return SourcePosition(line: index, column: 1, offset: lineStarts[index - 1])
  }

  /// The bytes of `line` without its line ending, as a range of offsets.
  public func contentRange(ofLine line: Int) -> Range<Int> {
    let start = lineStarts[line - 1]
    var end = line < lineCount ? lineStarts[line] : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return start..<end
  }

  /// The byte range of `line` including its line ending.
  public func fullRange(ofLine line: Int) -> Range<Int> {
    lineStarts[line - 1]..<(line < lineCount ? lineStarts[line] : bytes.count)
  }

  /// The line ending of `line` (`"\r\n"`, `"\n"`, `"\r"`, or empty for an unterminated last line).
  public func lineEnding(ofLine line: Int) -> [UInt8] {
    Array(bytes[contentRange(ofLine: line).upperBound..<fullRange(ofLine: line).upperBound])
  }

  /// The number of Unicode scalars between two offsets.
  public func scalarCount(from start: Int, to end: Int) -> Int {
    var count = 0
    var cursor = start
    while cursor < end {
      if bytes[cursor] & 0xC0 != 0x80 { count += 1 }
      cursor += 1
    }
    return count
  }
}
