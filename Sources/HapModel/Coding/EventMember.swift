/// A member of a track event that the 0.1 grammar defines, in canonical order.
public enum EventMember: Int, CaseIterable, Sendable {
  case at, type, intensity, sharpness, duration, curve, primitive

  /// The name as written in a block.
  public var name: String { PatternKeys.event[rawValue] }

  /// The field named by exactly these code points, or `nil` for any other name (a name
  /// that only looks the same after normalisation is another member in JSON).
  public init?(name: String) {
    var name = name
    let found = name.withUTF8 { bytes -> EventMember? in
      for field in EventMember.allCases {
        var known = field.name
        if known.withUTF8({ $0.elementsEqual(bytes) }) { return field }
      }
      return nil
    }
    guard let found else { return nil }
    self = found
  }
}
