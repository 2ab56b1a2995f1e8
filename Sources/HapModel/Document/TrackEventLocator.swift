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

  /// For each of `places`, the index of the event of `tree`'s track whose text holds it, or
  /// `nil` outside every event: `TrackEventLocator(tree).event(line:column:)` of each, found
  /// in one walk over the track without keeping every event's start (a checked long file
  /// locates a few findings at the read's peak of memory, D465).
  public static func events(at places: [(line: Int, column: Int)], in tree: JSONTree?) -> [Int?] {
    var result = [Int?](repeating: nil, count: places.count)
    guard let tree, let track = tree.member("track", of: tree.root), !places.isEmpty else {
      return result
    }
    let after = tree.nodes.end(at: track)
    let end =
      after < tree.nodes.count
      ? tree.nodes[after].keyPosition ?? tree.nodes.position(at: after) : nil
    func isAtOrBefore(_ start: SourcePosition, _ place: (line: Int, column: Int)) -> Bool {
      start.line < place.line || (start.line == place.line && start.column <= place.column)
    }
    let order = places.indices.sorted {
      (places[$0].line, places[$0].column) < (places[$1].line, places[$1].column)
    }
    var events = tree.childIndices(of: track)
    var next = events.next()
    var passed = 0
    for index in order {
      let place = places[index]
      if let end, isAtOrBefore(end, place) { continue }
      while let child = next, isAtOrBefore(tree.nodes.position(at: child), place) {
        passed += 1
        next = events.next()
      }
      result[index] = passed > 0 ? passed - 1 : nil
    }
    return result
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
