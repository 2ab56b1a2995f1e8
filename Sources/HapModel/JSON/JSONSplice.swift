import Glibc

/// Reads an edited JSON text from an earlier reading of it: only the lines the edit changed
/// are parsed, when they hold whole elements of the root's `track` array (D430).
///
/// An edit in the editor changes a few events of a track that may hold 100,000; the text it
/// saves differs from the text checked last only on those events' lines. The two texts'
/// common start and end are found by comparing bytes, widened to whole lines, and the changed
/// lines are parsed as a run of array elements. The earlier tree's values before them are
/// kept, theirs replaced, and the values after them moved by the lines and bytes the edit
/// added. Anything else (a change outside the track, lines that do not hold whole elements,
/// a comma that would make the whole text invalid) gives `nil`, and the caller parses the
/// whole text: the result is always the tree `JSONParser` would give.
enum JSONSplice {
  /// The tree of `new`, made from `tree`, the tree of `old`; both trees' positions are those
  /// of the texts (a file's positions when the JSON is part of a file). `content` is where the
  /// JSON lies in `old`, `newContent` in `new` (they start at the same offset). `nil` when
  /// the edit is not a run of whole track elements.
  static func tree(
    _ tree: JSONTree, old: [UInt8], content: Range<Int>, new: [UInt8], newContent: Range<Int>,
    limit: Int = JSONParser.valueLimit
  ) -> JSONTree? {
    guard content.lowerBound == newContent.lowerBound, !tree.nodes.isEmpty else { return nil }
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        splice(tree, old: old, content: content, new: new, newContent: newContent, limit: limit)
      }
    }
  }

  private static let newline = UInt8(ascii: "\n")

  private static func splice(
    _ tree: JSONTree, old: UnsafeBufferPointer<UInt8>, content: Range<Int>,
    new: UnsafeBufferPointer<UInt8>, newContent: Range<Int>, limit: Int
  ) -> JSONTree? {
    let shorter = min(old.count, new.count)
    // The changed lines: from the start of the line holding the first difference to the
    // start of a line both texts share after the last (the common end may take in the rest
    // of that first line: a deleted element's line ends as the next one does).
    let prefix = ByteScan.commonPrefix(old, new, limit: shorter)
    if prefix == old.count, prefix == new.count { return tree }
    var start = lineStart(of: prefix, in: old)
    let suffix = ByteScan.commonSuffix(old, new, limit: shorter - start)
    var oldEnd = old.count - suffix
    var newEnd = new.count - suffix
    let oldAtLineStart = oldEnd == start || old[oldEnd - 1] == newline
    let newAtLineStart = newEnd == start || new[newEnd - 1] == newline
    if !(oldAtLineStart && newAtLineStart) {
      // The next line break lies in the common end, so both texts have it.
      guard let breakAt = ByteScan.index(of: newline, in: old, from: oldEnd) else { return nil }
      newEnd += breakAt + 1 - oldEnd
      oldEnd = breakAt + 1
    }
    guard start >= content.lowerBound else { return nil }
    let nodes = tree.nodes
    guard nodes.isObject(at: 0), let track = tree.member("track", of: 0),
      nodes.records[track].tag == .array
    else { return nil }
    let elements = Array(tree.childIndices(of: track))
    let offsets = elements.map { Int(nodes.records[$0].offset) }
    let count = elements.count
    // Widened to whole elements: an element over several lines (the canonical layout's long
    // continuous events) is read again whole, from its first line to the next element's.
    let firstByte = ByteScan.firstNonSpace(in: old, from: start, to: old.count) ?? start
    let holding = offsets.count { $0 <= firstByte }
    if holding > 0 { start = min(start, lineStart(of: offsets[holding - 1], in: old)) }
    let reaching = offsets.count { $0 < oldEnd }
    if reaching > 0 {
      let next =
        reaching < count
        ? offsets[reaching]
        : closingBracket(of: track, in: old, nodes: nodes, content: content)
      if let next {
        let target = lineStart(of: next, in: old)
        if target > oldEnd {
          newEnd += target - oldEnd
          oldEnd = target
        }
      }
    }
    // A change of most of the text (the first edit of a file not laid out as haptui writes
    // it) is parsed whole: the lines would be parsed twice, before and after.
    guard start >= content.lowerBound, oldEnd <= content.upperBound,
      newEnd <= newContent.upperBound, (oldEnd - start) + (newEnd - start) < newContent.count / 2
    else { return nil }
    // The elements whose first byte lies in the old changed lines: `first..<after`.
    let first = offsets.count { $0 < start }
    let after = offsets.count { $0 < oldEnd }
    let trackEnd = nodes.end(at: track)
    let firstRecord = first < count ? elements[first] : trackEnd
    let afterRecord = after < count ? elements[after] : trackEnd
    // Around the changed lines: an opening bracket or a comma before, an element or the
    // closing bracket after (so the elements' own lines hold their commas).
    guard let before = ByteScan.lastNonSpace(in: old, before: start, from: content.lowerBound),
      let next = ByteScan.firstNonSpace(in: old, from: oldEnd, to: content.upperBound)
    else { return nil }
    let openedBefore = before.byte == UInt8(ascii: "[") && first == 0
    guard openedBefore || (before.byte == UInt8(ascii: ",") && first > 0) else { return nil }
    let followed = after < count
    if followed {
      guard next == offsets[after] else { return nil }
    } else {
      guard old[next] == UInt8(ascii: "]") else { return nil }
    }
    // The old lines must read as exactly the elements they replace; the new lines are read.
    guard
      let oldRun = ElementRun.read(old, start..<oldEnd, followed: followed, limit: limit),
      oldRun.offsets == Array(offsets[first..<after]),
      let newRun = ElementRun.read(new, start..<newEnd, followed: followed, limit: limit)
    else { return nil }
    // Nothing between the brackets is a trailing comma: a comma before an empty run and
    // the closing bracket after it would be one.
    if newRun.offsets.isEmpty, !openedBefore, !followed { return nil }
    let added = newRun.tree.nodes.count - 1
    let removed = afterRecord - firstRecord
    guard nodes.count - removed + added <= limit else { return nil }
    // The line `start` is on, counted from a value whose line is known.
    let startLine = line(
      of: start, in: old, nodes: nodes, known: first < count ? elements[first] : track)
    return JSONTree(
      nodes: nodes.splicing(
        firstRecord..<afterRecord, with: newRun.tree.nodes,
        placedAt: (line: startLine - 2, offset: start - 2),
        shift: (
          lines: newRun.lineBreaks - oldRun.lineBreaks, offset: newEnd - oldEnd
        ), containers: [0, track]))
  }

  /// Where the line holding `offset` starts in `text`.
  private static func lineStart(of offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
    var start = offset
    while start > 0, text[start - 1] != newline { start -= 1 }
    return start
  }

  /// Where the closing bracket of the array at `track`, a member of the root object, lies in
  /// `text`: before the next member's name, or else before the root's closing brace.
  private static func closingBracket(
    of track: Int, in text: UnsafeBufferPointer<UInt8>, nodes: JSONNodes, content: Range<Int>
  ) -> Int? {
    let trackEnd = nodes.end(at: track)
    var cursor: Int
    if trackEnd < nodes.end(at: 0) {
      guard let name = nodes[trackEnd].keyPosition else { return nil }
      guard
        let comma = ByteScan.lastNonSpace(in: text, before: name.offset, from: content.lowerBound),
        comma.byte == UInt8(ascii: ",")
      else { return nil }
      cursor = comma.index
    } else {
      guard
        let brace = ByteScan.lastNonSpace(
          in: text, before: content.upperBound, from: content.lowerBound),
        brace.byte == UInt8(ascii: "}")
      else { return nil }
      cursor = brace.index
    }
    guard let bracket = ByteScan.lastNonSpace(in: text, before: cursor, from: content.lowerBound),
      bracket.byte == UInt8(ascii: "]")
    else { return nil }
    return bracket.index
  }

  /// The 1-based line of `offset` (a line start) in `text`, counted from the value at `known`,
  /// which starts before or after it.
  private static func line(
    of offset: Int, in text: UnsafeBufferPointer<UInt8>, nodes: JSONNodes, known: Int
  ) -> Int {
    let record = nodes.records[known]
    let place = Int(record.offset)
    if place >= offset {
      return Int(record.line) - ByteScan.count(of: newline, in: text, offset..<place)
    }
    return Int(record.line) + ByteScan.count(of: newline, in: text, place..<offset)
  }
}
