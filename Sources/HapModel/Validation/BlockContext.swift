/// A parsed `haptic` block prepared for the rules: the tree plus quick access to its parts.
///
/// Rules read positions from the tree, so whatever positions the tree carries (block-relative
/// from `JSONParser`, or file positions in a `HapDocument`) are the positions reported.
public struct BlockContext: Sendable {
  public let tree: JSONTree
  /// The index of the root object, or `nil` when the block's value is not an object.
  public let root: Int?
  /// The index of the `track` member when it is an array.
  public let track: Int?
  /// The indices of the track's elements that are objects, in order.
  public let events: [Int]
  /// The type of each of `events` (same order) when it is one the grammar defines, read once:
  /// several rules ask it of every event.
  let eventTypes: [EventType?]
  /// Each event's grammar members, found once for every rule that asks.
  let eventMembers: EventMemberTable
  /// The index of the `fallbacks` member when it is an object.
  public let fallbacks: Int?
  /// The well-formed events sorted by start, worked out once for the rules that need them.
  private(set) var timedEvents: [TimedEvent]

  public init(tree: JSONTree) {
    self.tree = tree
    let root = !tree.nodes.isEmpty && tree.nodes.isObject(at: 0) ? tree.root : nil
    self.root = root
    var track: Int?
    var fallbacks: Int?
    if let root {
      if let index = tree.member("track", of: root), tree.nodes.kind(at: index) == .array {
        track = index
      }
      if let index = tree.member("fallbacks", of: root), tree.nodes.isObject(at: index) {
        fallbacks = index
      }
    }
    self.track = track
    self.fallbacks = fallbacks
    // One walk over the track (listing its elements first walked it twice more).
    let events =
      track.map { tree.childIndices(of: $0).filter { tree.nodes.isObject(at: $0) } } ?? []
    self.events = events
    let members = EventMemberTable(events: events, in: tree)
    eventMembers = members
    eventTypes = events.indices.map { offset in
      guard let index = members[.type, event: offset],
        case .string(let text) = tree.nodes.kind(at: index)
      else { return nil }
      return EventType(rawValue: text)
    }
    timedEvents = []
    timedEvents = TimedEvent.sorted(in: self)
  }

  /// The member `key` of the object at `index`, when present.
  func member(_ key: String, of index: Int?) -> Int? {
    index.flatMap { tree.member(key, of: $0) }
  }

  /// The member `field` of `events[offset]`, when present (the same as `member`, without
  /// comparing names).
  func member(_ field: EventMember, ofEventAt offset: Int) -> Int? {
    eventMembers[field, event: offset]
  }

  /// The string at `index`, when it is one.
  func string(_ index: Int?) -> String? {
    guard let index, case .string(let text) = tree.nodes.kind(at: index) else { return nil }
    return text
  }

  /// The number at `index`, when it is one.
  func number(_ index: Int?) -> JSONNumber? {
    guard let index, case .number(let number) = tree.nodes.kind(at: index) else { return nil }
    return number
  }

  /// The number at `index` as written, or empty when it is not a number (for messages).
  func lexeme(_ index: Int) -> String { number(index)?.lexeme ?? "" }

  /// The whole number at `index` that fits an `Int`, when it is one.
  func integer(_ index: Int?) -> Int? { index.flatMap { tree.nodes.integer(at: $0) } }

  /// An event's `at` when it is a whole number of at least 0.
  func start(ofEventAt offset: Int) -> Int? {
    guard let at = integer(member(.at, ofEventAt: offset)), at >= 0 else { return nil }
    return at
  }

  /// The type of `events[offset]` when it is one the grammar defines.
  func type(ofEventAt offset: Int) -> EventType? { eventTypes[offset] }

  /// A diagnostic pointing at the value at `index`.
  func diagnostic(_ code: String, _ severity: Severity, at index: Int, _ message: String)
    -> Diagnostic
  {
    let position = tree.nodes.position(at: index)
    return Diagnostic(
      code: code, severity: severity, line: position.line, column: position.column,
      message: message)
  }

  /// A diagnostic pointing at the name of the member at `index` (or its value without a name).
  func diagnostic(_ code: String, _ severity: Severity, atKeyOf index: Int, _ message: String)
    -> Diagnostic
  {
    let position = tree.nodes[index].keyPosition ?? tree.nodes.position(at: index)
    return Diagnostic(
      code: code, severity: severity, line: position.line, column: position.column,
      message: message)
  }
}
