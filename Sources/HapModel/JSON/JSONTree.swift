/// A parsed JSON text: every value in one flat pre-order list, with source positions.
///
/// The root is `nodes[0]`. Object members keep their source order (duplicates included), so
/// nothing the author wrote is lost between reading and writing.
public struct JSONTree: Sendable {
  public var nodes: JSONNodes

  public init(nodes: [JSONNode]) {
    self.nodes = JSONNodes(nodes)
  }

  init(nodes: JSONNodes) {
    self.nodes = nodes
  }

  /// The index of the root value.
  public var root: Int { 0 }

  /// The indices of the direct children of the container at `index`, in source order.
  public func children(of index: Int) -> [Int] {
    var result: [Int] = []
    // Counted first, so the array is allocated once rather than grown.
    result.reserveCapacity(childCount(of: index))
    var child = index + 1
    let end = nodes.end(at: index)
    while child < end {
      result.append(child)
      child = nodes.end(at: child)
    }
    return result
  }

  /// The direct children of the container at `index`, in source order, without making an
  /// array of them (a track's events are each walked several times).
  public func childIndices(of index: Int) -> ChildIndices {
    ChildIndices(records: nodes.records, cursor: index + 1, end: nodes.end(at: index))
  }

  /// The indices of a container's direct children, found as they are walked.
  ///
  /// It holds only the values' records: a copy of the whole `JSONNodes` retained each of its
  /// tables, 11% of a 100,000-event validate's instructions (D304).
  public struct ChildIndices: Sequence, IteratorProtocol, Sendable {
    let records: [JSONNodes.Record]
    var cursor: Int
    let end: Int

    public mutating func next() -> Int? {
      guard cursor < end else { return nil }
      let child = cursor
      cursor = JSONNodes.end(of: records[child], at: child)
      return child
    }
  }

  /// The number of direct children of the container at `index`.
  public func childCount(of index: Int) -> Int {
    var count = 0
    var child = index + 1
    let end = nodes.end(at: index)
    while child < end {
      count += 1
      child = nodes.end(at: child)
    }
    return count
  }

  /// The index of the last member named `key` in the object at `index`, or `nil`.
  public func member(_ key: String, of index: Int) -> Int? {
    var found: Int?
    var child = index + 1
    let end = nodes.end(at: index)
    // Names are compared by their stored bytes, lengths first, no string made (the rules ask
    // every event for each of its members): the keys asked for are ASCII, which only the
    // same bytes equal.
    var key = key
    return key.withUTF8 { key in
      while child < end {
        if let name = nodes.nameIndex(at: child), nodes.name(name, equals: key) { found = child }
        child = nodes.end(at: child)
      }
      return found
    }
  }

  /// A copy of the value at `index` and everything below it, as a tree of its own.
  ///
  /// The copy keeps the member name of the value (if any) and its source positions.
  public func subtree(at index: Int) -> JSONTree {
    JSONTree(nodes: nodes.extracting(index..<nodes.end(at: index)))
  }
}

extension JSONTree: Equatable {
  /// Trees are equal when they hold the same values, names and order; positions are ignored.
  public static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
    guard lhs.nodes.count == rhs.nodes.count else { return false }
    for index in lhs.nodes.indices {
      if lhs.nodes.end(at: index) != rhs.nodes.end(at: index)
        || lhs.nodes.kind(at: index) != rhs.nodes.kind(at: index)
        || lhs.nodes.key(at: index) != rhs.nodes.key(at: index)
      {
        return false
      }
    }
    return true
  }
}
