import HapModel

extension EditorReducer {
  /// The history label of a repair, which undo treats specially.
  static let repairLabel = "repair"

  static func file(_ command: Command, _ state: inout EditorState) -> [Effect] {
    switch command {
    case .save:
      guard !state.isReadOnly else {
        state.message = StatusMessage(readOnlyMessage(state), kind: .error)
        return []
      }
      return [save(&state, force: false, thenQuit: false)]
    case .quit:
      if state.isDirty {
        state.overlay = .confirmQuit
        return []
      }
      state.isQuitting = true
      stopPlayback(&state)
      return stopEffects(state) + [.clearRecovery, .quit]
    case .confirmSaveQuit:
      state.overlay = nil
      return [save(&state, force: false, thenQuit: true)]
    case .confirmDiscardQuit:
      state.overlay = nil
      state.isQuitting = true
      let effects = stopEffects(state)
      stopPlayback(&state)
      return effects + [.clearRecovery, .quit]
    case .confirmOverwrite:
      guard case .confirmOverwrite(let thenQuit) = state.overlay else { return [] }
      state.overlay = nil
      return [save(&state, force: true, thenQuit: thenQuit)]
    case .restoreRecovery:
      guard case .recovery(let offer) = state.overlay else { return [] }
      state.overlay = nil
      let before = state.snapshot
      state.pattern = offer.pattern
      state.selection = []
      if let title = offer.title { state.document.title = title }
      state.nextEventID = max(
        state.nextEventID, (offer.pattern.events.map(\.id.raw).max() ?? -1) + 1)
      state.history.record(
        "recovered edits", before: before, after: state.snapshot)
      state.message = StatusMessage(
        "restored the unsaved edits from \(offer.savedAt); w saves them")
      return afterChange(&state)
    case .discardRecovery:
      state.overlay = nil
      state.message = StatusMessage("discarded the unsaved edits")
      return [.clearRecovery]
    case .repair:
      return repair(&state)
    default:
      return []
    }
  }

  static func save(_ state: inout EditorState, force: Bool, thenQuit: Bool) -> Effect {
    state.history.endRun()
    state.message = StatusMessage("saving…")
    return .save(
      SaveRequest(
        pattern: state.pattern, title: state.document.title, revision: state.history.current,
        force: force, thenQuit: thenQuit))
  }

  static func stopEffects(_ state: EditorState) -> [Effect] {
    state.playback.isPlaying ? [.stopPlayback(generation: state.playback.generation)] : []
  }

  static func stopPlayback(_ state: inout EditorState) {
    guard state.playback.isPlaying else { return }
    state.playback.generation += 1
    state.playback.isPlaying = false
    state.playback.playhead = nil
  }

  static func saveFinished(_ outcome: SaveOutcome, _ state: inout EditorState) -> [Effect] {
    switch outcome {
    case .saved(let revision, let thenQuit):
      state.savedRevision = revision
      state.document.isNew = false
      state.message = StatusMessage("saved \(state.document.path)")
      if thenQuit {
        state.isQuitting = true
        let effects = stopEffects(state)
        stopPlayback(&state)
        return effects + [.clearRecovery, .quit]
      }
      return [state.isDirty ? recoveryEffect(state) : .clearRecovery]
    case .changedOnDisk(let thenQuit):
      state.overlay = .confirmOverwrite(thenQuit: thenQuit)
      state.message = StatusMessage(
        "not saved: the file changed on disk since it was opened", kind: .error)
      return []
    case .failed(let reason):
      state.message = StatusMessage("not saved: \(reason)", kind: .error)
      return []
    }
  }

  /// Makes a read-only file editable by fixing what the editor can fix, as one undoable step.
  static func repair(_ state: inout EditorState) -> [Effect] {
    guard let reason = state.document.readOnlyReason else {
      state.message = StatusMessage("nothing to repair: the file is editable")
      return []
    }
    guard state.document.isRepairable else {
      state.message = StatusMessage(readOnlyMessage(state), kind: .error)
      return []
    }
    let result = PatternRepair.repair(state.pattern, frontmatterID: state.document.frontmatterID)
    guard result.isConformant else {
      state.message = StatusMessage(
        "cannot repair: \(result.remaining.joined(separator: "; "))", kind: .error)
      return []
    }
    let before = state.snapshot
    state.pattern = result.pattern
    state.selection = []
    state.document.repairedReason = reason
    state.document.readOnlyReason = nil
    state.history.record(repairLabel, before: before, after: state.snapshot)
    let fixes =
      result.fixes.isEmpty ? "nothing needed changing" : result.fixes.joined(separator: "; ")
    state.message = StatusMessage("repaired: \(fixes); review, then w saves")
    return afterChange(&state)
  }
}
