/// Whole lines of a JSON text read as a run of array elements, each but the last followed by
/// a comma (the last too when more elements follow the lines), for `JSONSplice`.
struct ElementRun {
  /// The elements as the children of one array, read from `[`, a line break, the lines
  /// without their trailing comma, and `]`: positions are those of that text, whose second
  /// line is the lines' first.
  var tree: JSONTree
  /// Where each element starts in the text the lines were taken from.
  var offsets: [Int]
  /// How many line breaks the lines hold.
  var lineBreaks: Int

  /// The run in `range` of `text`, which must end in a comma exactly when `followed`; `nil`
  /// when the lines are not such a run.
  static func read(
    _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, followed: Bool, limit: Int
  ) -> ElementRun? {
    var end = range.upperBound
    if let last = ByteScan.lastNonSpace(in: text, before: range.upperBound, from: range.lowerBound)
    {
      let comma = last.byte == UInt8(ascii: ",")
      guard comma == followed else { return nil }
      if comma { end = last.index }
    }
    var wrapped: [UInt8] = [UInt8(ascii: "["), UInt8(ascii: "\n")]
    wrapped.reserveCapacity(end - range.lowerBound + 3)
    wrapped.append(contentsOf: UnsafeBufferPointer(rebasing: text[range.lowerBound..<end]))
    wrapped.append(UInt8(ascii: "]"))
    guard let tree = try? JSONParser.parse(wrapped, limit: limit) else { return nil }
    let shift = range.lowerBound - 2
    let offsets = tree.childIndices(of: 0).map { Int(tree.nodes.records[$0].offset) + shift }
    return ElementRun(
      tree: tree, offsets: offsets,
      lineBreaks: ByteScan.count(of: UInt8(ascii: "\n"), in: text, range))
  }
}
