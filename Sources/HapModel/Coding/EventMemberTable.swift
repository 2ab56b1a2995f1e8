/// Where each event of a track keeps its grammar members in a tree: for every event and
/// every `EventMember`, the index of the last member of that name, as `JSONTree.member` finds.
///
/// Made in one walk over the events' members, so that rules and the decoder, which ask every
/// event for each of its fields, do not compare names again for every question (D254).
struct EventMemberTable: Sendable {
  /// `EventMember.allCases.count` entries per event; -1 where the event has no such member.
  private let slots: [Int32]
  private static let width = EventMember.allCases.count

  /// The members of `events` (indices of objects in `tree`), in the order given.
  init(events: [Int], in tree: JSONTree) {
    let fields = Self.fields(of: tree.nodes)
    var slots = [Int32](repeating: -1, count: events.count * Self.width)
    for (offset, event) in events.enumerated() {
      for child in tree.childIndices(of: event) {
        guard let name = tree.nodes.nameIndex(at: child), let field = fields[name] else {
          continue
        }
        slots[offset * Self.width + field.rawValue] = Int32(truncatingIfNeeded: child)
      }
    }
    self.slots = slots
    self.fields = fields
  }

  /// The grammar member each of the tree's stored names is, by its index in the name table.
  private let fields: [EventMember?]

  /// Whether the member at `index` of `tree` has the name of a grammar member of events.
  func isEventMember(_ index: Int, in tree: JSONTree) -> Bool {
    guard let name = tree.nodes.nameIndex(at: index), name < fields.count else { return false }
    return fields[name] != nil
  }

  /// The field each of the tree's stored names is, by its index in the name table.
  static func fields(of nodes: JSONNodes) -> [EventMember?] {
    nodes.names.map { EventMember(name: $0) }
  }

  /// The index of the member `field` of the event at `offset` in the list, or `nil`.
  subscript(field: EventMember, event offset: Int) -> Int? {
    let slot = slots[offset * Self.width + field.rawValue]
    return slot < 0 ? nil : Int(slot)
  }
}
