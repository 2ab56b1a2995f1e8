import HapModel

/// Fixes that change a few bytes of the haptic block as written: a token replaced, a member
/// or array entry removed, a `web` array inserted. The rest of the block keeps its layout.
enum BlockFixes {
  /// The token at `offset` replaced by `replacement`.
  static func replaceToken(at offset: Int, with replacement: String, _ analysis: DocumentAnalysis)
    -> [UInt8]?
  {
    let bytes = analysis.text.bytes
    guard let block = analysis.blockRange, block.contains(offset) else { return nil }
    let end = JSONToken.end(in: bytes, from: offset, limit: analysis.text.lineEnd(from: offset))
    guard end > offset, bytes[offset] != UInt8(ascii: "{"), bytes[offset] != UInt8(ascii: "[")
    else { return nil }
    var result = bytes
    result.replaceSubrange(offset..<end, with: Array(replacement.utf8))
    return result
  }

  /// The member (name and value) or array entry at `offset` removed with one comma beside it.
  static func removeValue(at place: Int, _ analysis: DocumentAnalysis) -> [UInt8]? {
    let bytes = analysis.text.bytes
    guard let block = analysis.blockRange, block.contains(place) else { return nil }
    // A diagnostic at a member's value removes the whole member, from its name.
    var offset = place
    if let tree = analysis.document.tree,
      let node = tree.nodes.indices.first(where: { tree.nodes.position(at: $0).offset == place }),
      let key = tree.nodes[node].keyPosition
    {
      offset = key.offset
    }
    // The value starts after `"name":` when the offset is on a member's name.
    var valueStart = offset
    if bytes[offset] == UInt8(ascii: "\"") {
      var index = JSONToken.end(in: bytes, from: offset, limit: block.upperBound)
      while index < block.upperBound, JSONToken.isSpace(bytes[index]) { index += 1 }
      if index < block.upperBound, bytes[index] == UInt8(ascii: ":") {
        index += 1
        while index < block.upperBound, JSONToken.isSpace(bytes[index]) { index += 1 }
        valueStart = index
      }
    }
    let valueEnd = JSONToken.valueEnd(in: bytes, from: valueStart, limit: block.upperBound)
    var before = offset
    while before > block.lowerBound, JSONToken.isSpace(bytes[before - 1]) { before -= 1 }
    var removal: Range<Int>
    if before > block.lowerBound, bytes[before - 1] == UInt8(ascii: ",") {
      removal = (before - 1)..<valueEnd
    } else {
      var after = valueEnd
      while after < block.upperBound, JSONToken.isSpace(bytes[after]) { after += 1 }
      guard after < block.upperBound, bytes[after] == UInt8(ascii: ",") else {
        removal = offset..<valueEnd
        return apply(removal, [], to: bytes)
      }
      after += 1
      while after < block.upperBound, JSONToken.isSpace(bytes[after]) { after += 1 }
      removal = offset..<after
    }
    return apply(removal, [], to: bytes)
  }

  /// HAPW07: the message's derived `web` pattern added to `fallbacks` (created after the
  /// last member when missing).
  static func webFallback(_ diagnostic: Diagnostic, _ analysis: DocumentAnalysis) -> [UInt8]? {
    guard let web = SuggestedValue.webPattern(in: diagnostic.message),
      let tree = analysis.document.tree, tree.nodes.kind(at: tree.root) == .object,
      let block = analysis.blockRange
    else { return nil }
    let bytes = analysis.text.bytes
    let list = "[" + web.map(String.init).joined(separator: ", ") + "]"
    if let fallbacks = tree.member("fallbacks", of: tree.root) {
      guard tree.nodes.kind(at: fallbacks) == .object else { return nil }
      let position = tree.nodes.position(at: fallbacks)
      let open = analysis.text.offset(line: position.line, column: position.column)
      guard open < bytes.count, bytes[open] == UInt8(ascii: "{") else { return nil }
      let separator = tree.childCount(of: fallbacks) > 0 ? ", " : ""
      return apply(open + 1..<open + 1, Array(" \"web\": \(list)\(separator)".utf8), to: bytes)
    }
    let rootPosition = tree.nodes.position(at: tree.root)
    let rootStart = analysis.text.offset(line: rootPosition.line, column: rootPosition.column)
    let close = JSONToken.valueEnd(in: bytes, from: rootStart, limit: block.upperBound) - 1
    guard close > rootStart, bytes[close] == UInt8(ascii: "}") else { return nil }
    var last = close
    while last > rootStart + 1, JSONToken.isSpace(bytes[last - 1]) { last -= 1 }
    let comma = tree.childCount(of: tree.root) > 0 ? "," : ""
    let text = "\(comma)\n  \"fallbacks\": { \"web\": \(list) }"
    return apply(last..<last, Array(text.utf8), to: bytes)
  }

  static func apply(_ range: Range<Int>, _ replacement: [UInt8], to bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    result.replaceSubrange(range, with: replacement)
    return result
  }

  /// A closing fence (the opening one's characters) on a line of its own after the block's JSON,
  /// for a block that runs unclosed to the end of the file (HAPW13). Only when the rest of the
  /// file reads as the JSON value: with prose after it, where the JSON ends is a guess.
  static func closeFence(_ analysis: DocumentAnalysis) -> [UInt8]? {
    let bytes = analysis.text.bytes
    guard let block = analysis.document.block, analysis.document.tree != nil,
      block.contentRange.upperBound == bytes.count,
      let last = bytes[block.contentRange].lastIndex(where: { !JSONToken.isSpace($0) })
    else { return nil }
    let fenceStart = block.fencePosition.offset
    let marker = bytes[fenceStart]
    let run = bytes[fenceStart...].prefix { $0 == marker }.count
    let lineEnd = analysis.text.lineEnd(from: last)
    var result = Array(bytes[..<lineEnd])
    result += [UInt8(ascii: "\n")] + Array(repeating: marker, count: run)
    result += lineEnd < bytes.count ? Array(bytes[lineEnd...]) : [UInt8(ascii: "\n")]
    return result
  }
}
