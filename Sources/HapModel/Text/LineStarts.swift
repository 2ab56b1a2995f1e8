/// Where each line of a text starts, as byte offsets, stored in 4 bytes a line when the text
/// is under 4 GiB (every text haptui reads: files stop at 64 MiB), else in 8 (D432).
///
/// A 100,000-event track in the canonical layout has about 470,000 lines: 1.9 MB less than
/// a list of `Int`s, in a reading whose peak the issue-23 aim holds to 60 MB.
public struct LineStarts: RandomAccessCollection, Sendable {
  private var narrow: [UInt32] = []
  private var wide: [Int] = []
  private let isWide: Bool

  /// An empty list for a text of `byteCount` bytes.
  init(byteCount: Int) {
    isWide = byteCount >= Int(UInt32.max)
  }

  /// The starts `narrow` holds, for a text under 4 GiB.
  init(narrow: [UInt32]) {
    self.narrow = narrow
    isWide = false
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { isWide ? wide.count : narrow.count }

  public subscript(index: Int) -> Int {
    isWide ? wide[index] : Int(narrow[index])
  }

  /// Makes room for `count` starts.
  mutating func reserveCapacity(_ count: Int) {
    if isWide { wide.reserveCapacity(count) } else { narrow.reserveCapacity(count) }
  }

  /// Adds the start of the next line.
  mutating func append(_ offset: Int) {
    if isWide { wide.append(offset) } else { narrow.append(UInt32(truncatingIfNeeded: offset)) }
  }
}
