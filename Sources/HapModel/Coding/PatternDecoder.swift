internal import HapSystem

/// Turns a parsed `haptic` block into a `HapticPattern`, leniently and without losing anything.
///
/// Decoding never fails on an object: a member the 0.1 model cannot hold (a known name with a
/// value of the wrong type, such as `"intensity": "high"`, or a curve a later grammar adds) is
/// kept verbatim in `extra` under its own name, and the typed field holds a neutral stand-in
/// (`nil`, `""`, `0`, `.transient`). `PatternEncoder` writes the kept member back in its place
/// until the typed field is given a real value. Unknown members go to `extra` in source order.
/// When a name repeats, the last one wins, as in most JSON readers (the validator reports it).
public enum PatternDecoder {
  /// Tracks of at least this many events are decoded in two halves when a second thread is
  /// offered (D466): a shorter one decodes in a few milliseconds.
  static let halvesFrom = 20_000

  /// The pattern in the block, or `nil` when the block's value is not an object.
  ///
  /// Events get ids `e1`, `e2`, … in track order.
  public static func decode(_ tree: JSONTree) -> HapticPattern? {
    decode(tree, threads: 1)
  }

  /// `decode(_:)`, a long track's second half decoded on a helper thread when `threads` is 2
  /// or more; the pattern is the same.
  public static func decode(_ tree: JSONTree, threads: Int) -> HapticPattern? {
    guard let root = tree.nodes.first, root.kind == .object else { return nil }
    var pattern = HapticPattern(haptic: "", id: "")
    var extra: [JSONTree] = []
    for child in tree.children(of: tree.root) {
      // The name and the kind alone: a whole node would also work out positions.
      guard let key = tree.nodes.key(at: child) else { continue }
      let kind = tree.nodes.kind(at: child)
      var kept = true
      switch key {
      case "haptic":
        if case .string(let text) = kind, !text.isEmpty {
          pattern.haptic = text
          kept = false
        }
      case "id":
        if case .string(let text) = kind, !text.isEmpty {
          pattern.id = text
          kept = false
        }
      case "intent":
        if case .string(let text) = kind {
          pattern.intent = text
          kept = false
        }
      case "requiredCapability":
        if case .string(let text) = kind {
          pattern.requiredCapability = text
          kept = false
        }
      case "track":
        if let events = decodeTrack(tree, at: child, threads: threads) {
          pattern.track = events
          kept = false
        }
      case "fallbacks":
        if kind == .object {
          pattern.fallbacks = decodeFallbacks(tree, at: child)
          kept = false
        }
      default:
        break
      }
      if kept {
        extra.append(tree.subtree(at: child))
        reset(key, in: &pattern)
      } else {
        // A later duplicate that decodes replaces an earlier kept one.
        extra.removeAll { $0.nodes.first?.key == key }
      }
    }
    pattern.extra = JSONMembers(extra)
    return pattern
  }

  private static func decodeTrack(_ tree: JSONTree, at index: Int, threads: Int) -> [TrackEvent]? {
    guard tree.nodes.kind(at: index) == .array else { return nil }
    // One walk checks that every element is an object, counts them and notes every 1,024th,
    // from which the second half's first is found in a few steps: a long track's elements are
    // not listed, whose list would be alive beside its events at the read's peak (D465, D466).
    var counted = 0
    var marks: [Int] = []
    for element in tree.childIndices(of: index) {
      guard tree.nodes.isObject(at: element) else { return nil }
      if counted & Self.markSpacing == 0 { marks.append(element) }
      counted += 1
    }
    let count = counted
    // Each stored name's grammar member, found once rather than compared for every event.
    let members = EventMemberTable.fields(of: tree.nodes)
    guard threads > 1, count >= halvesFrom else {
      var events: [TrackEvent] = []
      events.reserveCapacity(count)
      for (number, element) in tree.childIndices(of: index).enumerated() {
        events.append(decodeEvent(tree, at: element, id: EventID(number + 1), members: members))
      }
      return events
    }
    let half = count / 2
    var walk = JSONTree.ChildIndices(
      records: tree.nodes.records, cursor: marks[half / (Self.markSpacing + 1)],
      end: tree.nodes.end(at: index))
    for _ in 0..<(half & Self.markSpacing) { _ = walk.next() }
    let second = walk
    // The events are decoded into their places in the one array: no half is held apart and
    // copied, so the peak is a single thread's (D466).
    return [TrackEvent](unsafeUninitializedCapacity: count) { buffer, initialized in
      let slots = EventSlots(base: buffer.baseAddress!)
      let decodeFrom: @Sendable (JSONTree.ChildIndices, Int, Int) -> Int = { walk, from, to in
        var walk = walk
        var position = from
        while position < to, let element = walk.next() {
          (slots.base + position).initialize(
            to: decodeEvent(tree, at: element, id: EventID(position + 1), members: members))
          position += 1
        }
        return position
      }
      let (front, back) = ParallelWork.beside(
        { decodeFrom(second, half, count) },
        while: { decodeFrom(tree.childIndices(of: index), 0, half) })
      precondition(front == half && back == count, "a track's elements changed while decoded")
      initialized = count
    }
  }

  /// One less than the elements between the marks of the check's walk (a power of two).
  private static let markSpacing = 1_023

  /// Where a track's events are written, shared by the two threads that decode its halves
  /// (each writes its own places only).
  private struct EventSlots: @unchecked Sendable {
    let base: UnsafeMutablePointer<TrackEvent>
  }

  private static func decodeEvent(
    _ tree: JSONTree, at index: Int, id: EventID, members: [EventMember?]
  ) -> TrackEvent {
    var event = TrackEvent(id: id, at: 0, type: .transient)
    var extra: [JSONTree] = []
    // The members walked through the tree itself: an iterator would hold (and count) the
    // records table for every event, on both threads of a long track's halves (D466).
    let end = tree.nodes.end(at: index)
    var next = index + 1
    while next < end {
      let child = next
      next = tree.nodes.end(at: child)
      guard let name = tree.nodes.nameIndex(at: child) else { continue }
      let member = members[name]
      var kept = true
      // Numbers are read as values alone: a kind would copy each one's lexeme.
      switch member {
      case .at?:
        if let value = tree.nodes.integer(at: child) {
          event.at = value
          kept = false
        }
      case .type?:
        if case .string(let text) = tree.nodes.kind(at: child), let type = EventType(rawValue: text)
        {
          event.type = type
          kept = false
        }
      case .intensity?:
        if let value = tree.nodes.numberValue(at: child), value.isFinite {
          event.intensity = value
          kept = false
        }
      case .sharpness?:
        if let value = tree.nodes.numberValue(at: child), value.isFinite {
          event.sharpness = value
          kept = false
        }
      case .duration?:
        if let value = tree.nodes.integer(at: child) {
          event.duration = value
          kept = false
        }
      case .curve?:
        if case .string(let text) = tree.nodes.kind(at: child), let curve = Curve(rawValue: text) {
          event.curve = curve
          kept = false
        }
      case .primitive?:
        if case .string(let text) = tree.nodes.kind(at: child) {
          event.primitive = text
          kept = false
        }
      case nil:
        break
      }
      if kept {
        extra.append(tree.subtree(at: child))
        if let member { reset(member, in: &event) }
      } else if !extra.isEmpty, let key = tree.nodes.key(at: child) {
        extra.removeAll { $0.nodes.first?.key == key }
      }
    }
    event.extra = JSONMembers(extra)
    return event
  }

  private static func decodeFallbacks(_ tree: JSONTree, at index: Int) -> Fallbacks {
    var fallbacks = Fallbacks()
    var extra: [JSONTree] = []
    for child in tree.children(of: index) {
      // The name and the kind alone: a whole node would also work out positions.
      guard let key = tree.nodes.key(at: child) else { continue }
      let kind = tree.nodes.kind(at: child)
      var kept = true
      switch (key, kind) {
      case ("web", .array):
        var values: [Int] = []
        values.reserveCapacity(tree.childCount(of: child))
        var whole = true
        for element in tree.childIndices(of: child) {
          guard let value = tree.nodes.integer(at: element) else {
            whole = false
            break
          }
          values.append(value)
        }
        if whole {
          fallbacks.web = values
          kept = false
        }
      case ("reduced", .string(let text)):
        fallbacks.reduced = text
        kept = false
      default:
        break
      }
      if kept {
        extra.append(tree.subtree(at: child))
        if key == "web" { fallbacks.web = nil }
        if key == "reduced" { fallbacks.reduced = nil }
      } else {
        extra.removeAll { $0.nodes.first?.key == key }
      }
    }
    fallbacks.extra = JSONMembers(extra)
    return fallbacks
  }

  /// Puts a known member back to its stand-in when a later duplicate of it is kept verbatim.
  private static func reset(_ key: String, in pattern: inout HapticPattern) {
    switch key {
    case "haptic": pattern.haptic = ""
    case "id": pattern.id = ""
    case "intent": pattern.intent = nil
    case "track": pattern.track = nil
    case "requiredCapability": pattern.requiredCapability = nil
    case "fallbacks": pattern.fallbacks = nil
    default: break
    }
  }

  private static func reset(_ member: EventMember, in event: inout TrackEvent) {
    switch member {
    case .at: event.at = 0
    case .type: event.type = .transient
    case .intensity: event.intensity = nil
    case .sharpness: event.sharpness = nil
    case .duration: event.duration = nil
    case .curve: event.curve = nil
    case .primitive: event.primitive = nil
    }
  }
}
