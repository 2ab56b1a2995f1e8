import CCmark

/// Finds the `haptic` fenced code blocks of a Markdown body with cmark.
///
/// CommonMark decides what is a fence: ``` and ~~~ fences count, fences inside other fenced or
/// indented code do not (they are that block's text), and indented code never has an info
/// string. Fences inside block quotes and list items are fenced code blocks too, so they count
/// (see DECISIONS.md). The first word of the info string must be exactly `haptic`.
enum BlockLocator {
  /// The haptic blocks of the body that starts at byte `bodyStart` of the file, in file order.
  static func blocks(in lines: LineIndex, bodyStart: Int) -> [FencedBlock] {
    let body = Array(lines.bytes[min(bodyStart, lines.bytes.count)...])
    let firstLine = lines.line(containing: bodyStart)
    var found: [FencedBlock] = []
    let document = body.withUnsafeBufferPointer { buffer -> OpaquePointer? in
      guard let base = buffer.baseAddress, buffer.count > 0 else {
        return cmark_parse_document("", 0, CMARK_OPT_DEFAULT)
      }
      return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
      }
    }
    guard let document else { return [] }
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
      let firstWord = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
      guard firstWord == "haptic" else { continue }
      let literal = cmark_node_get_literal(node).map { Array(String(cString: $0).utf8) } ?? []
      let openingLine = firstLine + Int(cmark_node_get_start_line(node)) - 1
      let column = Int(cmark_node_get_start_column(node))
      found.append(
        makeBlock(
          info: info, literal: literal, openingLine: openingLine, fenceByteColumn: column,
          lines: lines))
    }
    return found
  }

  private static func makeBlock(
    info: String, literal: [UInt8], openingLine: Int, fenceByteColumn: Int, lines: LineIndex
  ) -> FencedBlock {
    let openingRange = lines.contentRange(ofLine: openingLine)
    let fenceOffset = min(
      openingRange.lowerBound + max(0, fenceByteColumn - 1), openingRange.upperBound)
    let fencePosition = lines.position(of: fenceOffset)

    // Split the literal into lines (each ends in "\n").
    var literalLines: [ArraySlice<UInt8>] = []
    var starts: [Int] = []
    var start = 0
    for (index, byte) in literal.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(start)
      literalLines.append(literal[start..<index])
      start = index + 1
    }
    if start < literal.count {
      starts.append(start)
      literalLines.append(literal[start...])
    }

    var mapped: [FencedBlock.Line] = []
    var prefix: [UInt8]?
    for (index, text) in literalLines.enumerated() {
      let fileLine = min(openingLine + 1 + index, lines.lineCount)
      let source = lines.contentRange(ofLine: fileLine)
      let sourceBytes = lines.bytes[source]
      let exact =
        sourceBytes.count >= text.count && sourceBytes.suffix(text.count).elementsEqual(text)
      let contentOffset = source.upperBound - min(text.count, source.count)
      let prefixColumns: Int
      if exact {
        prefixColumns = lines.scalarCount(from: source.lowerBound, to: contentOffset)
        if prefix == nil, !text.isEmpty {
          prefix = Array(lines.bytes[source.lowerBound..<contentOffset])
        }
      } else {
        // cmark expanded a tab that the container prefix split; the columns are approximate.
        let sourceScalars = lines.scalarCount(from: source.lowerBound, to: source.upperBound)
        let literalScalars = text.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        prefixColumns = max(0, sourceScalars - literalScalars)
      }
      mapped.append(
        FencedBlock.Line(
          fileLine: fileLine, contentOffset: contentOffset, prefixColumns: prefixColumns))
    }

    let openingFull = lines.fullRange(ofLine: openingLine)
    let contentStart = openingFull.upperBound
    let contentEnd =
      mapped.isEmpty
      ? contentStart : lines.fullRange(ofLine: mapped[mapped.count - 1].fileLine).upperBound
    let ending = lines.lineEnding(ofLine: openingLine)
    let afterLine = openingLine + literalLines.count + 1
    let endPosition: SourcePosition
    if afterLine <= lines.lineCount, lines.lineStarts[afterLine - 1] < lines.bytes.count {
      let range = lines.contentRange(ofLine: afterLine)
      let fence = lines.bytes[range].firstIndex {
        $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~")
      }
      endPosition = lines.position(of: fence ?? range.lowerBound)
    } else {
      endPosition = lines.position(of: lines.bytes.count)
    }
    return FencedBlock(
      info: info, fencePosition: fencePosition, content: literal,
      contentRange: contentStart..<max(contentStart, contentEnd),
      linePrefix: prefix ?? containerPrefix(lines.bytes[openingRange.lowerBound..<fenceOffset]),
      lineEnding: ending.isEmpty ? [UInt8(ascii: "\n")] : ending,
      openingLineHasEnding: !ending.isEmpty, lines: mapped, endPosition: endPosition,
      contentLineStarts: starts)
  }

  /// The opening fence's prefix with list markers blanked, so new lines continue the container
  /// instead of starting a new list item.
  private static func containerPrefix(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    bytes.map { byte in
      byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\t") ? byte : UInt8(ascii: " ")
    }
  }
}
