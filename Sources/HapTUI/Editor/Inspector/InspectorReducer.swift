import HapModel

/// The inspector's part of the reducer: moving between fields, stepping and typing values.
enum InspectorReducer {
  static func inspect(_ command: Command, _ state: inout EditorState) -> [Effect] {
    let fields = state.inspectorFields
    let field = state.focusedField
    let row = state.inspectorRow
    switch command {
    case .editField:
      state.screen.focus = .inspector
      state.screen.lowerTab = .inspector
      // The focus stays on the field by name, whatever the selection did meanwhile.
      return []
    case .fieldUp:
      state.inspector.field = fields[max(row - 1, 0)]
      return []
    case .fieldDown:
      state.inspector.field = fields[min(row + 1, fields.count - 1)]
      return []
    case .fieldPreviousValue, .fieldNextValue:
      return stepValue(of: field, forward: command == .fieldNextValue, &state)
    case .fieldClear:
      return clear(field, &state)
    case .fieldStartEdit:
      guard !field.isReadOnly else {
        state.screen.message = StatusMessage(readOnlyFieldMessage, kind: .error)
        return []
      }
      guard !state.isReadOnly else {
        state.screen.message = StatusMessage(TrackReducer.readOnlyMessage(state), kind: .error)
        return []
      }
      guard (field != .title && field != .audio) || state.document.hasFrontmatter else {
        state.screen.message = StatusMessage(noFrontmatterMessage, kind: .error)
        return []
      }
      state.inspector.fieldEditor = FieldEditor(
        field: field, text: FieldText.text(of: field, in: state),
        event: field.isEventField ? state.track.primaryEvent?.id : nil)
      return []
    default:
      return []
    }
  }

  /// Why the one read-only field (`haptic`) cannot be changed here.
  static let readOnlyFieldMessage = "the grammar version is fixed by the file"

  static let noFrontmatterMessage =
    "the file has no frontmatter to hold a title: add a --- block in a text editor"

  /// Sets the frontmatter title, as one undoable step; the save writes it into the frontmatter.
  static func setTitle(_ title: String, _ state: inout EditorState) -> [Effect] {
    guard !state.isReadOnly else {
      state.screen.message = StatusMessage(TrackReducer.readOnlyMessage(state), kind: .error)
      return []
    }
    guard state.document.hasFrontmatter else {
      state.screen.message = StatusMessage(noFrontmatterMessage, kind: .error)
      return []
    }
    guard title != state.document.title else {
      state.screen.message = StatusMessage("the title is unchanged")
      return []
    }
    let before = state.snapshot
    state.document.title = title
    state.edits.history.record(titleLabel, before: before, after: state.snapshot)
    state.screen.message = StatusMessage(title.isEmpty ? "title emptied" : titleLabel)
    return TrackReducer.afterChange(&state, durations: false)
  }

  /// The history label of a title change.
  static let titleLabel = "set title"

  /// Changes a field to its next or previous value: cycles tokens, nudges numbers.
  static func stepValue(of field: InspectorField, forward: Bool, _ state: inout EditorState)
    -> [Effect]
  {
    let sign = forward ? 1 : -1
    let run = "field-\(field.rawValue)"
    if let event = state.track.primaryEvent {
      let nudge = TrackReducer.nudgeTime(state)
      let value: ((TrackEvent) -> EventField)?
      switch field {
      case .at: value = { .at(max(0, $0.at + sign * nudge)) }
      case .type:
        // Every selected event takes the type the primary turns to.
        let type: EventType = event.type == .transient ? .continuous : .transient
        value = { _ in .type(type) }
      case .intensity:
        value = { .intensity(UnitStep.step($0.effectiveIntensity, by: 0.05 * Double(sign))) }
      case .sharpness:
        value = { .sharpness(UnitStep.step($0.effectiveSharpness, by: 0.05 * Double(sign))) }
      case .duration: value = { .duration(max(0, ($0.duration ?? 0) + sign * nudge)) }
      case .curve:
        let curve = cycle(TrackReducer.curveCycle, from: event.curve, forward: forward)
        value = { _ in .curve(curve) }
      default: value = nil
      }
      if let value {
        let effects = setOnSelection(field, run: run, &state, value: value)
        if field == .at { TrackReducer.followPrimary(&state) }
        return effects
      }
    }
    let pattern = state.track.pattern
    let tokens: [String?] = [nil] + IntentToken.allCases.map(\.rawValue)
    let capabilities: [String?] = [nil] + Capability.allCases.map(\.rawValue)
    switch field {
    case .intent:
      return TrackReducer.commit(
        .setPattern(.intent(cycle(tokens, from: pattern.intent, forward: forward))), &state,
        run: run)
    case .requiredCapability:
      let next = cycle(capabilities, from: pattern.requiredCapability, forward: forward)
      return TrackReducer.commit(.setPattern(.requiredCapability(next)), &state, run: run)
    case .fallbacksReduced:
      let next = cycle(tokens, from: pattern.fallbacks?.reduced, forward: forward)
      return TrackReducer.commit(.setPattern(.fallbacksReduced(next)), &state, run: run)
    case .haptic:
      state.screen.message = StatusMessage(readOnlyFieldMessage, kind: .error)
    case .title:
      state.screen.message = StatusMessage("Enter types a new title")
    case .fallbacksWeb:
      state.screen.message = StatusMessage(
        "Enter types the on/off list; W derives it from the track")
    case .audio:
      state.screen.message = StatusMessage(
        "Enter types a sound's path from this file's folder (its waveform shows under the "
          + "grid); x detaches it")
    default:
      state.screen.message = StatusMessage("Enter types a new value")
    }
    return []
  }

  static func cycle<T: Equatable>(_ values: [T], from current: T, forward: Bool) -> T {
    let index = values.firstIndex(of: current) ?? 0
    return values[(index + (forward ? 1 : values.count - 1)) % values.count]
  }

  /// Removes an optional field.
  static func clear(_ field: InspectorField, _ state: inout EditorState) -> [Effect] {
    if state.track.primaryEvent != nil {
      switch field {
      case .intensity: return setOnSelection(field, &state) { _ in .intensity(nil) }
      case .sharpness: return setOnSelection(field, &state) { _ in .sharpness(nil) }
      case .curve: return setOnSelection(field, &state) { _ in .curve(nil) }
      case .primitive: return setOnSelection(field, &state) { _ in .primitive(nil) }
      default: break
      }
    }
    switch field {
    case .intent: return TrackReducer.commit(.setPattern(.intent(nil)), &state)
    case .requiredCapability:
      return TrackReducer.commit(.setPattern(.requiredCapability(nil)), &state)
    case .fallbacksWeb: return TrackReducer.commit(.setPattern(.fallbacksWeb(nil)), &state)
    case .fallbacksReduced: return TrackReducer.commit(.setPattern(.fallbacksReduced(nil)), &state)
    case .audio:
      guard state.document.audio != nil else {
        state.screen.message = StatusMessage("the pattern has no sound to detach")
        return []
      }
      return SoundReducer.attachAudio(nil, &state)
    case .title:
      // The frontmatter line stays; an emptied title is written as `""`.
      guard state.document.title?.isEmpty == false else {
        state.screen.message = StatusMessage("the title is already empty")
        return []
      }
      return setTitle("", &state)
    default:
      state.screen.message = StatusMessage(
        "\(field.label) is required and cannot be removed", kind: .error)
      return []
    }
  }
}
