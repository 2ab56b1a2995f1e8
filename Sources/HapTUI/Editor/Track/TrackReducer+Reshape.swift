import HapModel

extension TrackReducer {
  /// A reshaping command run from a key or a menu, without a typed value: a command that
  /// needs one opens the `:` line with its name typed; the others run with their default.
  static func reshape(_ command: Command, argument: String?, _ state: inout EditorState)
    -> [Effect]
  {
    let binding = KeyMap.standard.typedBindings.first { $0.command == command }
    if let binding, let typed = binding.typed, binding.usage?.hasPrefix("[") == false {
      state.screen.overlay = .prompt(Prompt(.goToTime, text: typed + " "))
      return []
    }
    return reshape(command, value: nil, &state)
  }

  /// Runs a selection edit (issue 22) with its value, as one undo step whose status line says
  /// what changed.
  static func reshape(_ command: Command, value: Double?, _ state: inout EditorState) -> [Effect] {
    guard !state.isReadOnly else {
      state.screen.message = StatusMessage(readOnlyMessage(state), kind: .error)
      return []
    }
    if command == .envelope { return openEnvelope(&state) }
    let events = state.track.pattern.events
    let ids = Set(state.track.selection)
    let next = state.track.nextEventID
    let cursor = state.track.cursorTime
    let rewrite: TrackRewrite
    do throws(EditError) {
      switch command {
      case .setIntensity:
        rewrite = try LevelEdit.set(.intensity, to: value ?? 1, ids, in: events, nextID: next)
      case .setSharpness:
        rewrite = try LevelEdit.set(.sharpness, to: value ?? 0.5, ids, in: events, nextID: next)
      case .scaleIntensity:
        rewrite = try LevelEdit.scale(by: value ?? 100, ids, in: events, nextID: next)
      case .normalize:
        rewrite = try LevelEdit.normalize(to: value ?? 1, ids, in: events, nextID: next)
      case .stretch:
        rewrite = try TimeEdit.stretch(by: value ?? 100, ids, in: events, nextID: next)
      case .reverse:
        rewrite = try TimeEdit.reverse(ids, in: events, nextID: next)
      case .insertTime:
        rewrite = try RippleEdit.insertTime(
          Int((value ?? 0).rounded()), at: cursor, in: events, nextID: next)
      case .deleteTime:
        rewrite = try RippleEdit.deleteTime(
          Int((value ?? 0).rounded()), at: cursor, in: events, nextID: next)
      case .trimSilence:
        rewrite = try RippleEdit.trimSilence(
          below: value ?? RippleEdit.silence, in: events, nextID: next)
      case .simplify:
        let tolerance = value ?? state.edits.memory.simplifyTolerance
        rewrite = try StepSimplifier.simplify(
          ids, tolerance: tolerance, in: events, nextID: next)
        state.edits.memory.simplifyTolerance = tolerance
      default:
        return []
      }
    } catch {
      state.screen.message = StatusMessage(error.message, kind: .error)
      return []
    }
    // The selection keeps what still exists and takes the events the edit made.
    let present = Set(rewrite.events.map(\.id))
    let made = rewrite.events.filter { $0.id.raw >= next }.map(\.id)
    let selection = state.track.selection.filter { present.contains($0) } + made
    let effects = commit(
      .rewrite(rewrite.events, label: command.name), &state, selecting: selection)
    guard !effects.isEmpty else { return [] }
    state.track.nextEventID = max(next, rewrite.nextID)
    state.screen.message = StatusMessage(rewrite.summary + " (u undoes)")
    return effects
  }
}
