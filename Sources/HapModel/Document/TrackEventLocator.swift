/// Finds which track event of a block's JSON text holds a file position.
///
/// Built once per document from the tree (one pass over the track's children); each lookup is a
/// binary search, since event starts are in file order and a long track can have a diagnostic
/// for most of its events.
public struct TrackEventLocator: Sendable {
  /// Where each track event starts, in track order.
  public let starts: [SourcePosition]
  /// Where the text after the track starts (the next member), if anything follows it.
  public let end: SourcePosition?

  public init(starts: [SourcePosition], end: SourcePosition?) {
    self.starts = starts
    self.end = end
  }

  /// The locator of a block's tree; one with no events when there is no tree or no track.
  public init(_ tree: JSONTree?) {
    guard let tree, let track = tree.member("track", of: tree.root) else {
      self.init(starts: [], end: nil)
      return
    }
    let after = tree.nodes.end(at: track)
    // Only each event's position is read, not the whole node (D421).
    var starts: [SourcePosition] = []
    starts.reserveCapacity(tree.childCount(of: track))
    for child in tree.childIndices(of: track) { starts.append(tree.nodes.position(at: child)) }
    self.init(
      starts: starts,
      end: after < tree.nodes.count
        ? tree.nodes[after].keyPosition ?? tree.nodes.position(at: after) : nil)
  }

  /// The index of the event whose text holds `line`/`column`, or `nil` outside every event.
  public func event(line: Int, column: Int) -> Int? {
    func atOrBefore(_ a: SourcePosition) -> Bool {
      a.line < line || (a.line == line && a.column <= column)
    }
    if let end, atOrBefore(end) { return nil }
    var low = 0
    var high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if atOrBefore(starts[mid]) { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? low - 1 : nil
  }
}
