/// Compares two JSON trees as values: member order and number spelling do not matter.
enum JSONValueComparison {
  /// Whether `left` and `right` hold the same value. Object members are compared by name as
  /// multisets, so a dropped duplicate name makes them differ; numbers compare by value (by
  /// lexeme when out of `Double` range). Iterative, so any depth is safe.
  ///
  /// Objects whose names come in the same order on both sides (nearly every object `fmt`
  /// compares) are paired in that order; only the others are sorted, by their names' UTF-8
  /// bytes, whose order is the code points' (D431).
  static func sameValue(_ left: JSONTree, _ right: JSONTree) -> Bool {
    guard !left.nodes.isEmpty, !right.nodes.isEmpty else {
      return left.nodes.isEmpty == right.nodes.isEmpty
    }
    var pending: [(Int, Int)] = [(0, 0)]
    while let (a, b) = pending.popLast() {
      let x = left.nodes.kind(at: a)
      let y = right.nodes.kind(at: b)
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
        let l = left.children(of: a)
        let r = right.children(of: b)
        guard l.count == r.count else { return false }
        if zip(l, r).allSatisfy({ sameName(left, $0, right, $1) }) {
          pending += zip(l, r).map { ($0, $1) }
          continue
        }
        guard let pairs = pairedByName(left, l, right, r) else { return false }
        pending += pairs
      default:
        guard x == y else { return false }
      }
    }
    return true
  }

  /// The members `l` of `left` and `r` of `right` paired by name, each name's members in
  /// their order (a stable sort), or `nil` when the names differ.
  private static func pairedByName(
    _ left: JSONTree, _ l: [Int], _ right: JSONTree, _ r: [Int]
  ) -> [(Int, Int)]? {
    let leftNames = l.map { Array((left.nodes.key(at: $0) ?? "").utf8) }
    let rightNames = r.map { Array((right.nodes.key(at: $0) ?? "").utf8) }
    let leftOrder = l.indices.sorted {
      leftNames[$0].lexicographicallyPrecedes(leftNames[$1])
        || (leftNames[$0] == leftNames[$1] && $0 < $1)
    }
    let rightOrder = r.indices.sorted {
      rightNames[$0].lexicographicallyPrecedes(rightNames[$1])
        || (rightNames[$0] == rightNames[$1] && $0 < $1)
    }
    var pairs: [(Int, Int)] = []
    pairs.reserveCapacity(l.count)
    for (p, q) in zip(leftOrder, rightOrder) {
      guard leftNames[p] == rightNames[q] else { return nil }
      pairs.append((l[p], r[q]))
    }
    return pairs
  }

  /// Whether the member at `p` of `left` and the member at `q` of `right` have the same name,
  /// code point for code point (not by Swift's canonical equivalence).
  private static func sameName(_ left: JSONTree, _ p: Int, _ right: JSONTree, _ q: Int) -> Bool {
    let x = left.nodes.key(at: p)
    let y = right.nodes.key(at: q)
    guard let x, let y else { return x == nil && y == nil }
    return x.utf8.count == y.utf8.count && x.utf8.elementsEqual(y.utf8)
  }
}
