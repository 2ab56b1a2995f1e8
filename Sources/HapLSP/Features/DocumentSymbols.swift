import HapModel

/// One symbol per track event (`event 3: continuous at 120 ms`), and the folding ranges of the
/// frontmatter, the block, the track and each event that spans lines.
enum DocumentOutline {
  struct Span: Equatable {
    var name: String
    /// The event's whole object.
    var range: Range<Int>
    /// Its opening `{`.
    var selection: Range<Int>
  }

  static func events(in analysis: DocumentAnalysis) -> [Span] {
    guard let block = analysis.blockRange else { return [] }
    let locator = TrackEventLocator(analysis.document.tree)
    let events = analysis.document.pattern?.track ?? []
    let bytes = analysis.text.bytes
    return locator.starts.enumerated().map { index, position in
      let start = analysis.text.offset(line: position.line, column: position.column)
      let end = JSONToken.valueEnd(in: bytes, from: start, limit: block.upperBound)
      var name = "event \(index + 1)"
      if index < events.count {
        name += ": \(events[index].type.rawValue) at \(events[index].at) ms"
      }
      return Span(name: name, range: start..<end, selection: start..<min(start + 1, end))
    }
  }

  /// Folding ranges as 0-based (start line, end line) pairs.
  static func folds(in analysis: DocumentAnalysis) -> [(Int, Int)] {
    var folds: [(Int, Int)] = []
    let text = analysis.text
    let line = { (offset: Int) in text.position(of: offset, encoding: .utf8).line }
    if let frontmatter = analysis.document.frontmatter {
      folds.append((frontmatter.openingLine - 1, frontmatter.closingLine - 1))
    }
    if let block = analysis.blockRange, let fence = analysis.document.block {
      let last = line(max(block.upperBound, 1) - 1)
      folds.append((fence.openingLine - 1, max(last + 1, fence.openingLine - 1)))
      if let tree = analysis.document.tree, let track = tree.member("track", of: tree.root) {
        let position = tree.nodes.position(at: track)
        let start = text.offset(line: position.line, column: position.column)
        let end = JSONToken.valueEnd(in: text.bytes, from: start, limit: block.upperBound)
        folds.append((position.line - 1, line(max(end - 1, start))))
      }
      for span in events(in: analysis) {
        let first = line(span.range.lowerBound)
        let last = line(max(span.range.upperBound - 1, span.range.lowerBound))
        if last > first { folds.append((first, last)) }
      }
    }
    return folds.filter { $0.1 > $0.0 }
  }
}
