internal import CCmark
import Glibc

/// Finds the `haptic` fenced code blocks of a Markdown body with cmark.
///
/// CommonMark decides what is a fence: ``` and ~~~ fences count, fences inside other fenced or
/// indented code do not (they are that block's text), and indented code never has an info
/// string. Fences inside block quotes and list items are fenced code blocks too, so they count
/// (D012). The first word of the info string must be exactly `haptic`.
enum BlockLocator {
  /// The most memory cmark may use for one document: 512 MiB, eight bytes per byte of the
  /// largest file haptui reads. Plain prose costs cmark about 6 bytes per byte (a 50 MB
  /// paragraph 290 MB), a pattern's block about 1.3 (a 12 MB block 16 MB), but some Markdown
  /// costs ~230 ("*a*a*a…", an inline node each: 3 MB of it would need 680 MB). D024.
  static let memoryBudget = 512 << 20

  /// The haptic blocks of the body that starts at byte `bodyStart` of the file, in file order,
  /// or `nil` when cmark would need more than `memoryBudget` to read the body.
  static func blocks(in lines: LineIndex, bodyStart: Int) -> [FencedBlock]? {
    if let fences = PlainFenceScanner.fences(in: lines, bodyStart: bodyStart) {
      return blocks(of: fences, in: lines)
    }
    return blocksWithCmark(in: lines, bodyStart: bodyStart)
  }

  /// The haptic blocks among fences that `PlainFenceScanner` found.
  private static func blocks(of fences: [PlainFenceScanner.Fence], in lines: LineIndex)
    -> [FencedBlock]
  {
    lines.bytes.withUnsafeBufferPointer { buffer in
      fences.compactMap { fence in
        let info = String(
          decoding: UnsafeBufferPointer(rebasing: buffer[fence.info]), as: UTF8.self)
        guard isHaptic(info) else { return nil }
        return makeBlock(
          info: info, literal: UnsafeBufferPointer(rebasing: buffer[fence.literal]),
          openingLine: fence.openingLine, fenceByteColumn: 1, lines: lines,
          fileRange: fence.literal)
      }
    }
  }

  /// Whether an info string's first word is exactly `haptic`.
  private static func isHaptic(_ info: String) -> Bool {
    info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first == "haptic"
  }

  /// The haptic blocks as cmark finds them, or `nil` past `memoryBudget`.
  static func blocksWithCmark(in lines: LineIndex, bodyStart: Int) -> [FencedBlock]? {
    let start = min(bodyStart, lines.bytes.count)
    let firstLine = lines.line(containing: bodyStart)
    var found: [FencedBlock] = []
    let document = lines.bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
      guard let base = buffer.baseAddress, start < buffer.count else {
        return haptui_cmark_parse("", 0, CMARK_OPT_DEFAULT, memoryBudget)
      }
      return (base + start).withMemoryRebound(to: CChar.self, capacity: buffer.count - start) {
        haptui_cmark_parse($0, buffer.count - start, CMARK_OPT_DEFAULT, memoryBudget)
      }
    }
    guard let document else { return nil }
    defer { cmark_node_free(document) }
    guard let iterator = cmark_iter_new(document) else { return [] }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
        cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK
      else { continue }
      let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      guard isHaptic(info) else { continue }
      let openingLine = firstLine + Int(cmark_node_get_start_line(node)) - 1
      let column = Int(cmark_node_get_start_column(node))
      // cmark's literal is read in place (it lives as long as `document`); it only says which
      // lines the block holds and how much of each is container prefix. The content itself is
      // taken from the file's bytes, because cmark changes some (U+0000 becomes U+FFFD).
      let literal =
        cmark_node_get_literal(node).map {
          UnsafeBufferPointer(
            start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))
        } ?? UnsafeBufferPointer(start: nil, count: 0)
      found.append(
        makeBlock(
          info: info, literal: literal, openingLine: openingLine, fenceByteColumn: column,
          lines: lines))
    }
    return found
  }

  /// The block whose content lines are `literal`'s; `fileRange`, where `literal` is the
  /// file's own bytes (as `PlainFenceScanner` finds them), lets every line be taken at once.
  private static func makeBlock(
    info: String, literal: UnsafeBufferPointer<UInt8>, openingLine: Int, fenceByteColumn: Int,
    lines: LineIndex, fileRange: Range<Int>? = nil
  ) -> FencedBlock {
    let openingRange = lines.contentRange(ofLine: openingLine)
    let fenceOffset = min(
      openingRange.lowerBound + max(0, fenceByteColumn - 1), openingRange.upperBound)
    let fencePosition = lines.position(of: fenceOffset)

    // A block whose lines are the file's own, unprefixed and ending in "\n", is its file
    // bytes: its content is then a slice of them, not a copy (D302). The copy is made only
    // from the first line that differs.
    var copied: [UInt8]?
    var plainCount = 0
    // One entry per line only once a line is not the file's own: while every line is, the
    // first entry stands for all (a long track's block has hundreds of thousands; D432).
    var mapped: [FencedBlock.Line] = []
    var firstLine: FencedBlock.Line?
    var count = 0
    var uniform = true
    var prefix: [UInt8]?
    // The literal's lines (each ends in "\n"), found with memchr: a block can be tens of
    // megabytes, and this runs in debug builds too.
    var start = 0
    // The file's own lines at the margin, each ending in "\n": every line is plain and the
    // first stands for all, as the loop below would find line by line (D447).
    if let fileRange, literal.last == UInt8(ascii: "\n") {
      let firstFileLine = openingLine + 1
      count = lines.line(containing: fileRange.upperBound - 1) - firstFileLine + 1
      firstLine = FencedBlock.Line(
        fileLine: UInt32(firstFileLine), fileStart: UInt32(fileRange.lowerBound), contentStart: 0,
        prefixColumns: 0, synthetic: 0)
      plainCount = fileRange.count
      prefix = []
      start = literal.count
    }
    while start < literal.count, let base = literal.baseAddress {
      let end =
        memchr(base + start, Int32(UInt8(ascii: "\n")), literal.count - start).map {
          base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
        } ?? literal.count
      let text = start..<end
      start = end + 1
      let fileLine = min(openingLine + 1 + count, lines.lineCount)
      let source = lines.contentRange(ofLine: fileLine)
      let match = matchFromEnd(literal[text], lines.bytes[source])
      // What cmark kept of the line is the file's bytes from `match.fileStart`, preceded by
      // `match.unmatched` bytes of the literal: spaces from a tab that a container prefix or
      // the fence's indentation split (CommonMark §2.2), which stand for part of the tab.
      let contentStart = copied?.count ?? plainCount
      let isPlain =
        copied == nil && match.unmatched == 0 && match.fileStart == source.lowerBound
        && source.upperBound < lines.bytes.count
        && lines.bytes[source.upperBound] == UInt8(ascii: "\n")
      if isPlain {
        plainCount += source.upperBound + 1 - match.fileStart
      } else {
        if copied == nil {
          let first = firstLine.map { Int($0.fileStart) } ?? 0
          copied = Array(lines.bytes[first..<first + plainCount])
          copied?.reserveCapacity(literal.count)
        }
        copied! += literal[text.lowerBound..<text.lowerBound + match.unmatched]
        copied! += lines.bytes[match.fileStart..<source.upperBound]
        copied!.append(UInt8(ascii: "\n"))
      }
      if prefix == nil, match.unmatched == 0, match.fileStart < source.upperBound {
        prefix = Array(lines.bytes[source.lowerBound..<match.fileStart])
      }
      let entry = FencedBlock.Line(
        fileLine: UInt32(fileLine), fileStart: UInt32(match.fileStart),
        contentStart: UInt32(contentStart),
        prefixColumns: UInt32(lines.scalarCount(from: source.lowerBound, to: match.fileStart)),
        synthetic: UInt8(min(match.unmatched, Int(UInt8.max))))
      if count == 0 { firstLine = entry }
      if uniform, let first = firstLine, !Self.follows(entry, first, count) {
        uniform = false
        mapped = Self.lines(following: first, count: count, in: lines)
      }
      if !uniform { mapped.append(entry) }
      count += 1
    }
    if uniform, let firstLine { mapped = [firstLine] }
    let lastFileLine =
      uniform
      ? firstLine.map { Int($0.fileLine) + count - 1 } : mapped.last.map { Int($0.fileLine) }
    var content: ArraySlice<UInt8>
    if let copied {
      content = copied[...]
    } else {
      let first = firstLine.map { Int($0.fileStart) } ?? 0
      content = lines.bytes[first..<first + plainCount]
    }
    if literal.last != UInt8(ascii: "\n"), !content.isEmpty { content.removeLast() }

    let openingFull = lines.fullRange(ofLine: openingLine)
    let contentStart = openingFull.upperBound
    let contentEnd = lastFileLine.map { lines.fullRange(ofLine: $0).upperBound } ?? contentStart
    let ending = lines.lineEnding(ofLine: openingLine)
    let afterLine = openingLine + count + 1
    let endPosition: SourcePosition
    var isClosed = false
    if afterLine <= lines.lineCount, lines.lineStarts[afterLine - 1] < lines.bytes.count {
      let range = lines.contentRange(ofLine: afterLine)
      let fence = lines.bytes[range].firstIndex {
        $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~")
      }
      endPosition = lines.position(of: fence ?? range.lowerBound)
      // The line after the content closes the block when it holds a run of at least three of
      // the opening fence's characters (after any container prefix); otherwise the block ended
      // with its container.
      if let fence, fenceOffset < openingRange.upperBound,
        lines.bytes[fence] == lines.bytes[fenceOffset]
      {
        let run = lines.bytes[fence..<range.upperBound].prefix { $0 == lines.bytes[fence] }.count
        isClosed = run >= 3
      }
    } else {
      endPosition = lines.position(of: lines.bytes.count)
    }
    var block = FencedBlock(
      info: info, fencePosition: fencePosition, content: content,
      contentRange: contentStart..<max(contentStart, contentEnd),
      linePrefix: prefix ?? containerPrefix(lines.bytes[openingRange.lowerBound..<fenceOffset]),
      lineEnding: ending.isEmpty ? [UInt8(ascii: "\n")] : ending,
      openingLineHasEnding: !ending.isEmpty, lines: mapped, lineCount: count,
      endPosition: endPosition)
    block.isClosed = isClosed
    return block
  }

  /// Whether `entry`, the line at `index`, is the file's own line `index` lines after `first`,
  /// continuing the same bytes with no prefix: a line `first` stands for.
  private static func follows(_ entry: FencedBlock.Line, _ first: FencedBlock.Line, _ index: Int)
    -> Bool
  {
    first.prefixColumns == 0 && first.synthetic == 0 && first.contentStart == 0
      && entry.prefixColumns == 0 && entry.synthetic == 0
      && Int(entry.fileLine) == Int(first.fileLine) + index
      && Int(entry.fileStart) - Int(entry.contentStart) == Int(first.fileStart)
  }

  /// The entries of the `count` lines `first` stands for, made when a later line is not one.
  private static func lines(following first: FencedBlock.Line, count: Int, in lines: LineIndex)
    -> [FencedBlock.Line]
  {
    (0..<count).map { index in
      let fileLine = Int(first.fileLine) + index
      let fileStart = lines.lineStarts[fileLine - 1]
      return FencedBlock.Line(
        fileLine: UInt32(fileLine), fileStart: UInt32(fileStart),
        contentStart: UInt32(fileStart - Int(first.fileStart)), prefixColumns: 0, synthetic: 0)
    }
  }

  /// Matches a line of cmark's literal against its file line from the end: where the file's
  /// part of the content starts, and how many leading literal bytes have no file counterpart.
  ///
  /// cmark's literal is the file line minus its container prefix, except that U+0000 is
  /// replaced by U+FFFD (CommonMark §2.3) and a tab split by the prefix becomes spaces.
  private static func matchFromEnd(
    _ text: Slice<UnsafeBufferPointer<UInt8>>, _ file: ArraySlice<UInt8>
  )
    -> (fileStart: Int, unmatched: Int)
  {
    // Almost always the line is the file's bytes after the prefix: one memcmp says so.
    if file.count >= text.count, text.count > 0,
      file.withUnsafeBufferPointer({ fileBytes in
        memcmp(
          fileBytes.baseAddress! + (file.count - text.count),
          text.base.baseAddress! + text.startIndex, text.count) == 0
      })
    {
      return (file.endIndex - text.count, 0)
    }
    var literalEnd = text.endIndex
    var fileEnd = file.endIndex
    while literalEnd > text.startIndex, fileEnd > file.startIndex {
      let byte = file[fileEnd - 1]
      if text[literalEnd - 1] == byte {
        literalEnd -= 1
      } else if byte == 0, literalEnd - text.startIndex >= 3,
        text[literalEnd - 3] == 0xEF, text[literalEnd - 2] == 0xBF, text[literalEnd - 1] == 0xBD
      {
        literalEnd -= 3
      } else {
        break
      }
      fileEnd -= 1
    }
    return (fileEnd, literalEnd - text.startIndex)
  }

  /// The opening fence's prefix with list markers blanked, so new lines continue the container
  /// instead of starting a new list item.
  private static func containerPrefix(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    bytes.map { byte in
      byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\t") ? byte : UInt8(ascii: " ")
    }
  }
}
