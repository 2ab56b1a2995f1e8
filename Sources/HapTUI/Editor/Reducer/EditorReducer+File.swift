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
      return requestSave(&state, thenQuit: false)
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
      return requestSave(&state, thenQuit: true)
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
      let audio = offer.restoresAudio ? attachAudio(offer.audio, &state) : []
      state.document.changedSinceRecovery = offer.fileChanged
      state.message = StatusMessage(
        offer.fileChanged
          ? "restored the edits from \(offer.savedAt); the file changed on disk since, so w asks "
            + "before overwriting that change"
          : "restored the unsaved edits from \(offer.savedAt); w saves them")
      return audio + afterChange(&state)
    case .saveElsewhere:
      guard case .saveElsewhere(var dialog) = state.overlay else { return [] }
      guard !dialog.path.isEmpty else {
        dialog.error = "type the path of the copy first"
        state.overlay = .saveElsewhere(dialog)
        return []
      }
      dialog.error = nil
      state.overlay = .saveElsewhere(dialog)
      state.history.endRun()
      state.message = StatusMessage("saving a copy…")
      return [
        .save(
          SaveRequest(
            pattern: state.pattern, title: state.document.title,
            revision: state.history.current, thenQuit: dialog.thenQuit, path: dialog.path))
      ]
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

  /// A save from `w` or the quit dialog: asks first when restored edits would overwrite a
  /// change made on disk after they were kept, as a save over any other change does.
  static func requestSave(_ state: inout EditorState, thenQuit: Bool) -> [Effect] {
    if state.isUnsavedImport { return askImportName(&state, thenQuit: thenQuit) }
    if state.document.changedSinceRecovery {
      state.overlay = .confirmOverwrite(thenQuit: thenQuit)
      state.message = StatusMessage(
        "not saved: the file changed on disk after these edits were kept", kind: .error)
      return []
    }
    return [save(&state, force: false, thenQuit: thenQuit)]
  }

  /// Typing the path in the save-elsewhere dialog (Enter and Esc go through the key table).
  static func editSavePath(_ key: Key, _ dialog: SaveElsewhere, _ state: inout EditorState)
    -> [Effect]?
  {
    var dialog = dialog
    switch key {
    case .character(let character): dialog.path.append(character)
    case .backspace: if !dialog.path.isEmpty { dialog.path.removeLast() }
    case .control("u"): dialog.path = ""
    default: return nil
    }
    dialog.error = nil
    state.overlay = .saveElsewhere(dialog)
    return []
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
    state.soundCard.isPlaying = false
  }

  static func saveFinished(_ outcome: SaveOutcome, _ state: inout EditorState) -> [Effect] {
    switch outcome {
    case .saved(let revision, let thenQuit):
      state.savedRevision = revision
      state.document.audioOnDisk = state.document.audio
      state.document.isNew = false
      state.document.changedSinceRecovery = false
      state.message = StatusMessage(
        "saved \(state.document.path)"
          + (state.document.importedFrom.map {
            " (\(baseName($0)), the import's source, is untouched)"
          } ?? ""))
      if thenQuit {
        state.isQuitting = true
        let effects = stopEffects(state)
        stopPlayback(&state)
        return effects + [.clearRecovery, .quit]
      }
      return [state.isDirty ? recoveryEffect(state) : .clearRecovery]
    case .savedElsewhere(let revision, let path, let thenQuit):
      let original = state.document.fileName
      state.overlay = nil
      state.savedRevision = revision
      state.document.audioOnDisk = state.document.audio
      state.document.path = path
      state.document.isNew = false
      state.document.writeProblem = nil
      state.document.changedSinceRecovery = false
      state.message = StatusMessage(
        "saved a copy as \(path) (\(original) is unchanged); editing the copy now")
      if thenQuit {
        state.isQuitting = true
        let effects = stopEffects(state)
        stopPlayback(&state)
        return effects + [.clearRecovery, .quit]
      }
      return [state.isDirty ? recoveryEffect(state) : .clearRecovery]
    case .notWritable(let reason, let suggestion, let thenQuit):
      state.document.writeProblem = state.document.writeProblem ?? reason
      if case .saveElsewhere(var dialog) = state.overlay {
        dialog.error = "not saved: \(reason)"
        state.overlay = .saveElsewhere(dialog)
      } else {
        state.overlay = .saveElsewhere(
          SaveElsewhere(reason: reason, path: suggestion, thenQuit: thenQuit))
      }
      state.message = StatusMessage(
        "not saved: \(reason); Enter saves a copy at the path shown (edit it first if you like)",
        kind: .error)
      return []
    case .changedOnDisk(let thenQuit):
      state.overlay = .confirmOverwrite(thenQuit: thenQuit)
      state.message = StatusMessage(
        "not saved: the file changed on disk since it was opened", kind: .error)
      return []
    case .failed(let reason):
      if case .saveElsewhere(var dialog) = state.overlay {
        dialog.error = reason
        state.overlay = .saveElsewhere(dialog)
      }
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
