import HapModel

/// A reading made from an earlier reading after an edit (D430) is the reading of the same
/// bytes made whole: the same values, names, positions and diagnostics.
public enum SpliceChecks {
  /// The violations for two edits of `document`: its first track element's line written
  /// twice (in whatever layout the input has), and an event added to its pattern written back
  /// (the canonical layout the editor checks after each edit).
  public static func violations(of document: HapDocument) -> [InvariantViolation] {
    guard let earlier = EarlierReading(document) else { return [] }
    var found: [InvariantViolation] = []
    if let repeated = firstElementRepeated(in: document) {
      found += compare(repeated, after: earlier, "a repeated element line")
    }
    if let pattern = document.pattern {
      var added = pattern
      added.track =
        pattern.events + [
          TrackEvent(
            id: EventID(pattern.events.count), at: (pattern.events.last?.at ?? 0) + 10,
            type: .transient, intensity: 0.5)
        ]
      found += compare(document.serialized(with: added), after: earlier, "an added event")
    }
    return found
  }

  /// The bytes with the line that holds the first element of the block's `track` written
  /// twice, or `nil` when there is no such element.
  static func firstElementRepeated(in document: HapDocument) -> [UInt8]? {
    guard let tree = document.tree, tree.nodes.isObject(at: 0),
      let track = tree.member("track", of: 0),
      let first = tree.childIndices(of: track).first(where: { _ in true })
    else { return nil }
    let bytes = document.bytes
    let offset = min(tree.nodes.position(at: first).offset, bytes.count)
    let start = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let end = bytes[offset...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
    return Array(bytes[..<end] + bytes[start..<end] + bytes[end...])
  }

  /// The violations when `bytes` read after `earlier` differ from `bytes` read whole.
  static func compare(_ bytes: [UInt8], after earlier: EarlierReading, _ edit: String)
    -> [InvariantViolation]
  {
    let spliced = HapDocument(bytes: bytes, path: FuzzChecks.documentPath, earlier: earlier)
    let whole = HapDocument(bytes: bytes, path: FuzzChecks.documentPath)
    var found: [InvariantViolation] = []
    if values(spliced.tree) != values(whole.tree) {
      found.append(InvariantViolation("splice-tree", "after \(edit), the tree differs"))
    }
    if spliced.diagnostics != whole.diagnostics {
      found.append(
        InvariantViolation(
          "splice-diagnostics",
          "after \(edit): \(spliced.diagnostics.map(\.code)) instead of "
            + "\(whole.diagnostics.map(\.code))"))
    }
    if spliced.pattern != whole.pattern {
      found.append(InvariantViolation("splice-pattern", "after \(edit), the pattern differs"))
    }
    return found
  }

  /// Every field of every value of `tree`, positions in full.
  static func values(_ tree: JSONTree?) -> [String] {
    guard let tree else { return [] }
    let place = { (position: SourcePosition) in
      "\(position.line):\(position.column)@\(position.offset)"
    }
    return tree.nodes.indices.map { index in
      let node = tree.nodes[index]
      return "\(node.kind) \(place(node.position)) \(node.key ?? "-") "
        + "\(node.keyPosition.map(place) ?? "-") \(node.end)"
    }
  }
}
