/// A parsed JSON text: every value in one flat pre-order array, with source positions.
///
/// The root is `nodes[0]`. Object members keep their source order (duplicates included), so
/// nothing the author wrote is lost between reading and writing.
public struct JSONTree: Sendable {
  public var nodes: [JSONNode]

  public init(nodes: [JSONNode]) {
    self.nodes = nodes
  }

  /// The index of the root value.
  public var root: Int { 0 }

  /// The indices of the direct children of the container at `index`, in source order.
  public func children(of index: Int) -> [Int] {
    var result: [Int] = []
    var child = index + 1
    let end = nodes[index].end
    while child < end {
      result.append(child)
      child = nodes[child].end
    }
    return result
  }

  /// The number of direct children of the container at `index`.
  public func childCount(of index: Int) -> Int {
    var count = 0
    var child = index + 1
    let end = nodes[index].end
    while child < end {
      count += 1
      child = nodes[child].end
    }
    return count
  }

  /// The index of the last member named `key` in the object at `index`, or `nil`.
  public func member(_ key: String, of index: Int) -> Int? {
    var found: Int?
    var child = index + 1
    let end = nodes[index].end
    while child < end {
      if nodes[child].key == key { found = child }
      child = nodes[child].end
    }
    return found
  }

  /// A copy of the value at `index` and everything below it, as a tree of its own.
  ///
  /// The copy keeps the member name of the value (if any) and its source positions.
  public func subtree(at index: Int) -> JSONTree {
    let shift = index
    let slice = nodes[index..<nodes[index].end].map { node -> JSONNode in
      var copy = node
      copy.end -= shift
      return copy
    }
    return JSONTree(nodes: Array(slice))
  }
}

extension JSONTree: Equatable {
  /// Trees are equal when they hold the same values, names and order; positions are ignored.
  public static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
    guard lhs.nodes.count == rhs.nodes.count else { return false }
    for index in lhs.nodes.indices {
      let a = lhs.nodes[index]
      let b = rhs.nodes[index]
      if a.kind != b.kind || a.key != b.key || a.end != b.end { return false }
    }
    return true
  }
}
