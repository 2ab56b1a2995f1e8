/// Integers kept by event file index, most of them possibly absent.
///
/// An array rather than a dictionary: the AHAP layout records a value for every event of a
/// track, and hashing 10,000 indices cost more than laying the track out.
struct IndexTable: Sendable {
  private static let absent = Int.min
  private var values: [Int] = []

  subscript(index: Int) -> Int? {
    get {
      guard index >= 0, index < values.count, values[index] != Self.absent else { return nil }
      return values[index]
    }
    set {
      if index >= values.count {
        values += repeatElement(Self.absent, count: index + 1 - values.count)
      }
      values[index] = newValue ?? Self.absent
    }
  }
}
