/// A binary min-heap of (key, index, tag) entries, smallest key first, then smaller index; the
/// tag rides along (a version, for lazy deletion). The breakpoint reduction and the import's
/// step fitter both take the cheapest point first with it.
public struct MinHeap: Sendable {
  private var items: [(key: Double, index: Int, tag: Int)] = []

  public init() {}

  private static func less(
    _ a: (key: Double, index: Int, tag: Int), _ b: (key: Double, index: Int, tag: Int)
  ) -> Bool {
    a.key != b.key ? a.key < b.key : a.index < b.index
  }

  public mutating func push(_ key: Double, _ index: Int, tag: Int = 0) {
    items.append((key, index, tag))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.less(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// The smallest entry, removed; `nil` when empty.
  public mutating func pop() -> (key: Double, index: Int, tag: Int)? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < items.count, Self.less(items[left], items[smallest]) { smallest = left }
        if right < items.count, Self.less(items[right], items[smallest]) { smallest = right }
        if smallest == parent { break }
        items.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return first
  }
}
