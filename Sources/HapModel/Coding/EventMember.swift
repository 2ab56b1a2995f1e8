import Glibc

/// A member of a track event that the 0.1 grammar defines, in canonical order.
public enum EventMember: Int, CaseIterable, Sendable {
  case at, type, intensity, sharpness, duration, curve, primitive

  /// The name as written in a block.
  public var name: String { PatternKeys.event[rawValue] }

  /// The field named by exactly these code points, or `nil` for any other name (a name
  /// that only looks the same after normalisation is another member in JSON).
  public init?(name: String) {
    var name = name
    guard let found = name.withUTF8({ EventMember(bytes: $0) }) else { return nil }
    self = found
  }

  /// The field whose name is exactly `bytes` (UTF-8), or `nil` for any other name.
  init?(bytes: UnsafeBufferPointer<UInt8>) {
    for (index, known) in EventMember.nameBytes.enumerated()
    where known.count == bytes.count
      && (bytes.isEmpty
        || known.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, $0.count) })
          == 0)
    {
      self.init(rawValue: index)
      return
    }
    return nil
  }

  /// Each member's name as bytes, compared by length first (D308).
  private static let nameBytes: [[UInt8]] = allCases.map { Array($0.name.utf8) }
}
