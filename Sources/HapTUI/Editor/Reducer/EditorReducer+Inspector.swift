import HapModel

extension EditorReducer {
  static func inspect(_ command: Command, _ state: inout EditorState) -> [Effect] {
    let fields = state.inspectorFields
    let field = state.focusedField
    let row = state.inspectorRow
    switch command {
    case .editField:
      state.focus = .inspector
      state.lowerTab = .inspector
      // The focus stays on the field by name, whatever the selection did meanwhile.
      return []
    case .fieldUp:
      state.inspectorField = fields[max(row - 1, 0)]
      return []
    case .fieldDown:
      state.inspectorField = fields[min(row + 1, fields.count - 1)]
      return []
    case .fieldPreviousValue, .fieldNextValue:
      return stepValue(of: field, forward: command == .fieldNextValue, &state)
    case .fieldClear:
      return clear(field, &state)
    case .fieldStartEdit:
      guard !field.isReadOnly else {
        state.message = StatusMessage(readOnlyFieldMessage, kind: .error)
        return []
      }
      guard !state.isReadOnly else {
        state.message = StatusMessage(readOnlyMessage(state), kind: .error)
        return []
      }
      guard (field != .title && field != .audio) || state.document.hasFrontmatter else {
        state.message = StatusMessage(noFrontmatterMessage, kind: .error)
        return []
      }
      state.fieldEditor = FieldEditor(
        field: field, text: FieldText.text(of: field, in: state),
        event: field.isEventField ? state.primaryEvent?.id : nil)
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
      state.message = StatusMessage(readOnlyMessage(state), kind: .error)
      return []
    }
    guard state.document.hasFrontmatter else {
      state.message = StatusMessage(noFrontmatterMessage, kind: .error)
      return []
    }
    guard title != state.document.title else {
      state.message = StatusMessage("the title is unchanged")
      return []
    }
    let before = state.snapshot
    state.document.title = title
    state.history.record(titleLabel, before: before, after: state.snapshot)
    state.message = StatusMessage(title.isEmpty ? "title emptied" : titleLabel)
    return afterChange(&state, durations: false)
  }

  /// The history label of a title change.
  static let titleLabel = "set title"

  /// Changes a field to its next or previous value: cycles tokens, nudges numbers.
  static func stepValue(of field: InspectorField, forward: Bool, _ state: inout EditorState)
    -> [Effect]
  {
    let sign = forward ? 1 : -1
    let run = "field-\(field.rawValue)"
    if let event = state.primaryEvent {
      let id = event.id
      let op: EditOp?
      switch field {
      case .at: op = .setEvent(id, .at(max(0, event.at + sign * nudgeTime(state))))
      case .type: op = .setEvent(id, .type(event.type == .transient ? .continuous : .transient))
      case .intensity:
        op = .setEvent(
          id, .intensity(UnitStep.step(event.effectiveIntensity, by: 0.05 * Double(sign))))
      case .sharpness:
        op = .setEvent(
          id, .sharpness(UnitStep.step(event.effectiveSharpness, by: 0.05 * Double(sign))))
      case .duration:
        op = .setEvent(id, .duration(max(0, (event.duration ?? 0) + sign * nudgeTime(state))))
      case .curve:
        op = .setEvent(id, .curve(cycle(curveCycle, from: event.curve, forward: forward)))
      default: op = nil
      }
      if let op {
        let effects = commit(op, &state, run: run)
        if field == .at { followPrimary(&state) }
        return effects
      }
    }
    let pattern = state.pattern
    let tokens: [String?] = [nil] + IntentToken.allCases.map(\.rawValue)
    let capabilities: [String?] = [nil] + Capability.allCases.map(\.rawValue)
    switch field {
    case .intent:
      return commit(
        .setPattern(.intent(cycle(tokens, from: pattern.intent, forward: forward))), &state,
        run: run)
    case .requiredCapability:
      let next = cycle(capabilities, from: pattern.requiredCapability, forward: forward)
      return commit(.setPattern(.requiredCapability(next)), &state, run: run)
    case .fallbacksReduced:
      let next = cycle(tokens, from: pattern.fallbacks?.reduced, forward: forward)
      return commit(.setPattern(.fallbacksReduced(next)), &state, run: run)
    case .haptic:
      state.message = StatusMessage(readOnlyFieldMessage, kind: .error)
    case .title:
      state.message = StatusMessage("Enter types a new title")
    case .fallbacksWeb:
      state.message = StatusMessage("Enter types the on/off list; W derives it from the track")
    case .audio:
      state.message = StatusMessage(
        "Enter types a sound's path from this file's folder (its waveform shows under the "
          + "grid); x detaches it")
    default:
      state.message = StatusMessage("Enter types a new value")
    }
    return []
  }

  static func cycle<T: Equatable>(_ values: [T], from current: T, forward: Bool) -> T {
    let index = values.firstIndex(of: current) ?? 0
    return values[(index + (forward ? 1 : values.count - 1)) % values.count]
  }

  /// Removes an optional field.
  static func clear(_ field: InspectorField, _ state: inout EditorState) -> [Effect] {
    if let id = state.primaryEvent?.id {
      switch field {
      case .intensity: return commit(.setEvent(id, .intensity(nil)), &state)
      case .sharpness: return commit(.setEvent(id, .sharpness(nil)), &state)
      case .curve: return commit(.setEvent(id, .curve(nil)), &state)
      case .primitive: return commit(.setEvent(id, .primitive(nil)), &state)
      default: break
      }
    }
    switch field {
    case .intent: return commit(.setPattern(.intent(nil)), &state)
    case .requiredCapability: return commit(.setPattern(.requiredCapability(nil)), &state)
    case .fallbacksWeb: return commit(.setPattern(.fallbacksWeb(nil)), &state)
    case .fallbacksReduced: return commit(.setPattern(.fallbacksReduced(nil)), &state)
    case .audio:
      guard state.document.audio != nil else {
        state.message = StatusMessage("the pattern has no sound to detach")
        return []
      }
      return attachAudio(nil, &state)
    case .title:
      // The frontmatter line stays; an emptied title is written as `""`.
      guard state.document.title?.isEmpty == false else {
        state.message = StatusMessage("the title is already empty")
        return []
      }
      return setTitle("", &state)
    default:
      state.message = StatusMessage(
        "\(field.label) is required and cannot be removed", kind: .error)
      return []
    }
  }
}

/// Nudges a value in 0…1, rounding so steps land on round numbers.
enum UnitStep {
  static func step(_ value: Double, by delta: Double) -> Double {
    (min(max(value + delta, 0), 1) * 100).rounded() / 100
  }
}
