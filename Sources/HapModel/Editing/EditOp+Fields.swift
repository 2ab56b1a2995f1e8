extension EditOp {
  static func set(_ field: EventField, of id: EventID, in events: [TrackEvent]) throws(EditError)
    -> [TrackEvent]
  {
    guard let index = events.firstIndex(where: { $0.id == id }) else {
      throw EditError("the event no longer exists")
    }
    var events = events
    var event = events[index]
    switch field {
    case .at(let at):
      guard (0...EventDefaults.maximumTime).contains(at) else {
        throw EditError("at must be a whole number of ms from 0 to \(EventDefaults.maximumTime)")
      }
      event.at = at
    case .type(let type):
      event.type = type
      if type == .continuous {
        event.duration = event.duration ?? EventDefaults.duration
      } else {
        // A transient ignores both; leaving them would write fields that mean nothing.
        event.duration = nil
        event.curve = nil
      }
    case .intensity(let value):
      event.intensity = try unit(value, name: "intensity")
    case .sharpness(let value):
      event.sharpness = try unit(value, name: "sharpness")
    case .duration(let duration):
      guard event.type == .continuous else {
        throw EditError("transients have no duration; change type to continuous first")
      }
      guard (0...EventDefaults.maximumTime).contains(duration) else {
        throw EditError(
          "duration must be a whole number of ms from 0 to \(EventDefaults.maximumTime)")
      }
      event.duration = duration
    case .curve(let curve):
      guard event.type == .continuous || curve == nil else {
        throw EditError("transients have no curve; change type to continuous first")
      }
      event.curve = curve
    case .primitive(let primitive):
      event.primitive = primitive.flatMap { $0.isEmpty ? nil : $0 }
    }
    events[index] = event
    if case .at = field {
      events.remove(at: index)
      events.insert(event, at: TrackOrder.insertionIndex(for: event.at, in: events))
    }
    return events
  }

  static func unit(_ value: Double?, name: String) throws(EditError) -> Double? {
    guard let value else { return nil }
    guard value.isFinite, (0...1).contains(value) else {
      throw EditError("\(name) must be a number from 0 to 1")
    }
    return value
  }

  static func set(_ field: PatternField, in pattern: inout HapticPattern) throws(EditError) {
    switch field {
    case .id(let id):
      guard Slug.isValid(id) else {
        throw EditError("id must be a slug: lowercase letters and digits in words joined by '-'")
      }
      pattern.id = id
    case .intent(let intent):
      pattern.intent = try token(intent, name: "intent")
    case .requiredCapability(let capability):
      if let capability, Capability(rawValue: capability) == nil {
        let names = Capability.allCases.map(\.rawValue).joined(separator: ", ")
        throw EditError("requiredCapability must be one of \(names)")
      }
      pattern.requiredCapability = capability
    case .fallbacksWeb(let web):
      if let web, web.contains(where: { $0 < 0 }) {
        throw EditError("fallbacks.web entries are milliseconds and must be 0 or more")
      }
      var fallbacks = pattern.fallbacks ?? Fallbacks()
      fallbacks.web = web
      pattern.fallbacks = fallbacks.isEmpty ? nil : fallbacks
    case .fallbacksReduced(let reduced):
      var fallbacks = pattern.fallbacks ?? Fallbacks()
      fallbacks.reduced = try token(reduced, name: "fallbacks.reduced")
      pattern.fallbacks = fallbacks.isEmpty ? nil : fallbacks
    }
  }

  static func token(_ value: String?, name: String) throws(EditError) -> String? {
    guard let value else { return nil }
    guard IntentToken(rawValue: value) != nil else {
      let names = IntentToken.allCases.map(\.rawValue).joined(separator: ", ")
      throw EditError("\(name) must be a Tier-0 token: \(names)")
    }
    return value
  }
}

extension Fallbacks {
  /// Whether the object would be written as `{}`.
  var isEmpty: Bool { web == nil && reduced == nil && extra.isEmpty }
}

/// Applies `op` to `pattern`; the free-function spelling of `EditOp.apply(to:)`.
public func apply(_ op: EditOp, to pattern: HapticPattern) throws(EditError) -> HapticPattern {
  try op.apply(to: pattern)
}
