/// Compares two JSON trees as values: member order and number spelling do not matter.
enum JSONValueComparison {
  /// Whether `left` and `right` hold the same value. Object members are compared by name as
  /// multisets, so a dropped duplicate name makes them differ; numbers compare by value (by
  /// lexeme when out of `Double` range). Iterative, so any depth is safe.
  static func sameValue(_ left: JSONTree, _ right: JSONTree) -> Bool {
    guard !left.nodes.isEmpty, !right.nodes.isEmpty else {
      return left.nodes.isEmpty == right.nodes.isEmpty
    }
    var pending: [(Int, Int)] = [(0, 0)]
    while let (a, b) = pending.popLast() {
      let x = left.nodes[a].kind
      let y = right.nodes[b].kind
      switch (x, y) {
      case (.number(let m), .number(let n)):
        if m.value.isFinite || n.value.isFinite {
          guard m.value == n.value else { return false }
        } else if m.lexeme != n.lexeme {
          return false
        }
      case (.array, .array):
        let l = left.children(of: a)
        let r = right.children(of: b)
        guard l.count == r.count else { return false }
        pending += zip(l, r).map { ($0, $1) }
      case (.object, .object):
        let l = left.children(of: a).sorted {
          codePoints(left, $0).lexicographicallyPrecedes(codePoints(left, $1))
        }
        let r = right.children(of: b).sorted {
          codePoints(right, $0).lexicographicallyPrecedes(codePoints(right, $1))
        }
        guard l.count == r.count else { return false }
        for (p, q) in zip(l, r) {
          guard codePoints(left, p) == codePoints(right, q) else { return false }
          pending.append((p, q))
        }
      default:
        guard x == y else { return false }
      }
    }
    return true
  }

  /// A member name as code points (names are compared as JSON readers do, not by Swift's
  /// canonical equivalence).
  private static func codePoints(_ tree: JSONTree, _ index: Int) -> [UInt32] {
    (tree.nodes[index].key ?? "").unicodeScalars.map(\.value)
  }
}
