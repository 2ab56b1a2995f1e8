/// One edit of a pattern, as data.
///
/// Applying an edit (`EditOp.apply(to:)`) is pure and keeps the pattern conformant: events stay
/// ordered by `at`, continuous events keep a duration and values stay in range. Time and value
/// deltas are clamped; field values that cannot be made valid are refused with an `EditError`.
public enum EditOp: Equatable, Sendable {
  /// Inserts an event at its place in time order (after events that start at the same time).
  case insert(TrackEvent)
  /// Removes the events with these ids.
  case remove(Set<EventID>)
  /// Moves events in time (milliseconds) and intensity; the group keeps its rhythm.
  case move(Set<EventID>, time: Int, intensity: Double)
  /// Lengthens (positive) or shortens (negative) continuous events, in milliseconds.
  case retime(Set<EventID>, by: Int)
  /// Raises (positive) or lowers (negative) sharpness.
  case adjustSharpness(Set<EventID>, by: Double)
  /// Sets the curve of continuous events (`nil` removes it).
  case setCurve(Set<EventID>, Curve?)
  /// Moves the start of each event to the nearest multiple of `grid` milliseconds.
  case quantize(Set<EventID>, grid: Int)
  /// Sets one field of one event.
  case setEvent(EventID, EventField)
  /// Sets one field of the pattern.
  case setPattern(PatternField)
  /// Removes the events with these ids and inserts `events` in time order (after events that
  /// start at the same time): a paste, a duplicate or a shaped fade as one step.
  case replace(Set<EventID>, with: [TrackEvent], label: String)
  /// Puts a whole new track in place of the old one: a selection edit computed by a pure
  /// function (`LevelEdit`, `TimeEdit`, `RippleEdit`, `StepSimplifier`) as one step.
  case rewrite([TrackEvent], label: String)

  /// A short label for undo history and the status line, such as `add transient`.
  public var label: String {
    switch self {
    case .insert(let event): "add \(event.type.rawValue)"
    case .remove(let ids): ids.count == 1 ? "delete event" : "delete \(ids.count) events"
    case .move: "drag"
    case .retime(_, let by): by < 0 ? "shorten" : "lengthen"
    case .adjustSharpness(_, let by): by < 0 ? "lower sharpness" : "raise sharpness"
    case .setCurve(_, let curve): "curve \(curve?.rawValue ?? "none")"
    case .quantize(_, let grid): "snap to \(grid) ms"
    case .setEvent(_, let field): "set \(field.name)"
    case .setPattern(let field): "set \(field.name)"
    case .replace(_, _, let label): label
    case .rewrite(_, let label): label
    }
  }
}

extension EventField {
  /// The field's name as the file spells it.
  public var name: String {
    switch self {
    case .at: "at"
    case .type: "type"
    case .intensity: "intensity"
    case .sharpness: "sharpness"
    case .duration: "duration"
    case .curve: "curve"
    case .primitive: "primitive"
    }
  }
}

extension PatternField {
  /// The field's name as the file spells it.
  public var name: String {
    switch self {
    case .id: "id"
    case .intent: "intent"
    case .requiredCapability: "requiredCapability"
    case .fallbacksWeb: "fallbacks.web"
    case .fallbacksReduced: "fallbacks.reduced"
    }
  }
}
