import HapModel

extension InspectorReducer {
  /// Sets an event field on every selected event, as one undoable step (D151).
  ///
  /// `value` gives the field's new value for each event (a nudge steps each event's own value;
  /// a typed value is the same for all). With one event selected this is the plain
  /// `setEvent` it always was; with several, the events the field cannot apply to (a duration
  /// on a transient) are left as they are and the status line counts both.
  static func setOnSelection(
    _ field: InspectorField, run: String? = nil, _ state: inout EditorState,
    value: (TrackEvent) -> EventField
  ) -> [Effect] {
    guard let primary = state.track.primaryEvent else { return [] }
    let ids = state.track.selection
    guard ids.count > 1 else {
      return TrackReducer.commit(.setEvent(primary.id, value(primary)), &state, run: run)
    }
    var pattern = state.track.pattern
    var applied = 0
    var refusal: EditError?
    for id in ids {
      guard let event = pattern.events.first(where: { $0.id == id }) else { continue }
      do {
        pattern = try EditOp.setEvent(id, value(event)).apply(to: pattern)
        applied += 1
      } catch {
        refusal = refusal ?? error
      }
    }
    guard applied > 0 else {
      state.screen.message = StatusMessage(
        refusal?.message ?? "nothing to change", kind: .error)
      return []
    }
    let selected = Set(ids)
    let changed = pattern.events.filter { selected.contains($0.id) }
    let label = "set \(field.label) on \(applied) events"
    let effects = TrackReducer.commit(
      .replace(selected, with: changed, label: label), &state, selecting: ids, run: run)
    guard !effects.isEmpty else { return [] }
    let skipped = ids.count - applied
    state.screen.message = StatusMessage(
      skipped == 0
        ? "\(label) (u undoes all \(applied))"
        : "\(label); \(skipped) left as they were: \(refusal?.message ?? "")")
    return effects
  }

  /// The typed value of `op` (made for the primary event) for every selected event: the same
  /// value, except `at`, which moves each by what the primary moves, keeping their spacing.
  static func typedValue(_ op: EditOp, primary: TrackEvent) -> ((TrackEvent) -> EventField)? {
    guard case .setEvent(_, let field) = op else { return nil }
    if case .at(let at) = field {
      let delta = at - primary.at
      return { .at($0.at + delta) }
    }
    return { _ in field }
  }
}
