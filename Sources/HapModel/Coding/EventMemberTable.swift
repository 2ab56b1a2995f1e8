/// Where each event of a track keeps its grammar members in a tree: for every event and
/// every `EventMember`, the index of the last member of that name, as `JSONTree.member` finds.
///
/// Made in one walk over the events' members, so that rules and the decoder, which ask every
/// event for each of its fields, do not compare names again for every question (D254).
struct EventMemberTable: Sendable {
  /// `EventMember.allCases.count` entries per event: how far after its event each member
  /// stands, 0 where the event has no such member. A byte each, a quarter of an index
  /// (a 100,000-event track's table is 0.7 MB, D465); `wide` is used instead when a member
  /// stands 256 values or more after its event.
  private let narrow: [UInt8]
  /// The members' indices, -1 where absent, when `narrow` cannot hold them.
  private let wide: [Int32]
  /// The events' indices, as given.
  private let events: [Int]
  private static let width = EventMember.allCases.count

  /// The members of `events` (indices of objects in `tree`), in the order given.
  init(events: [Int], in tree: JSONTree) {
    let fields = Self.fields(of: tree.nodes)
    var narrow = [UInt8](repeating: 0, count: events.count * Self.width)
    let fits = Self.visit(events, in: tree, fields: fields) { slot, event, child in
      guard child - event <= Int(UInt8.max) else { return false }
      narrow[slot] = UInt8(child - event)
      return true
    }
    var wide: [Int32] = []
    if !fits {
      narrow = []
      wide = [Int32](repeating: -1, count: events.count * Self.width)
      Self.visit(events, in: tree, fields: fields) { slot, _, child in
        wide[slot] = Int32(truncatingIfNeeded: child)
        return true
      }
    }
    self.narrow = narrow
    self.wide = wide
    self.events = events
    self.fields = fields
  }

  /// Calls `body` with the slot, the event and the member of each grammar member of `events`,
  /// in order, until it returns false; whether it never did.
  @discardableResult
  private static func visit(
    _ events: [Int], in tree: JSONTree, fields: [EventMember?],
    _ body: (_ slot: Int, _ event: Int, _ child: Int) -> Bool
  ) -> Bool {
    for (offset, event) in events.enumerated() {
      // The members walked through the tree itself, as the decoder walks them (D466).
      let end = tree.nodes.end(at: event)
      var child = event + 1
      while child < end {
        if let name = tree.nodes.nameIndex(at: child), let field = fields[name],
          !body(offset * width + field.rawValue, event, child)
        {
          return false
        }
        child = tree.nodes.end(at: child)
      }
    }
    return true
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
    nodes.mapNameBytes { EventMember(bytes: $0) }
  }

  /// The index of the member `field` of the event at `offset` in the list, or `nil`.
  subscript(field: EventMember, event offset: Int) -> Int? {
    let slot = offset * Self.width + field.rawValue
    guard wide.isEmpty else { return wide[slot] < 0 ? nil : Int(wide[slot]) }
    let distance = narrow[slot]
    return distance == 0 ? nil : events[offset] + Int(distance)
  }
}
