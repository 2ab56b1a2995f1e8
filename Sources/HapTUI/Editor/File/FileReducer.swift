import HapModel

/// The file's part of the reducer: saving, quitting, recovery, repair, save as, reload, the
/// diff and the import's first save.
enum FileReducer {
  /// The history label of a repair, which undo treats specially.
  static let repairLabel = "repair"

  static func file(_ command: Command, _ state: inout EditorState) -> [Effect] {
    switch command {
    case .save:
      guard !state.isReadOnly else {
        state.screen.message = StatusMessage(TrackReducer.readOnlyMessage(state), kind: .error)
        return []
      }
      return requestSave(&state, thenQuit: false)
    case .quit:
      if state.isDirty {
        state.screen.overlay = .confirmQuit
        return []
      }
      state.screen.isQuitting = true
      stopPlayback(&state)
      return stopEffects(state) + [.clearRecovery, .quit]
    case .confirmSaveQuit:
      state.screen.overlay = nil
      return requestSave(&state, thenQuit: true)
    case .confirmDiscardQuit:
      state.screen.overlay = nil
      state.screen.isQuitting = true
      let effects = stopEffects(state)
      stopPlayback(&state)
      return effects + [.clearRecovery, .quit]
    case .confirmOverwrite:
      guard case .confirmOverwrite(let thenQuit) = state.screen.overlay else { return [] }
      state.screen.overlay = nil
      return [save(&state, force: true, thenQuit: thenQuit)]
    case .restoreRecovery:
      guard case .recovery(let offer) = state.screen.overlay else { return [] }
      state.screen.overlay = nil
      let before = state.snapshot
      state.track.pattern = offer.pattern
      state.track.selection = []
      if let title = offer.title { state.document.title = title }
      state.track.nextEventID = max(
        state.track.nextEventID, (offer.pattern.events.map(\.id.raw).max() ?? -1) + 1)
      // The kept sound comes back in the same undo step as the kept edits.
      if offer.restoresAudio, state.document.hasFrontmatter, !state.isReadOnly {
        state.document.audio = offer.audio.flatMap { $0.isEmpty ? nil : $0 }
      }
      state.edits.history.record(
        "recovered edits", before: before, after: state.snapshot)
      let audio = SoundReducer.followAudio(&state)
      state.document.changedSinceRecovery = offer.fileChanged
      state.screen.message = StatusMessage(
        offer.fileChanged
          ? "restored the edits from \(offer.savedAt); the file changed on disk since, so w asks "
            + "before overwriting that change"
          : "restored the unsaved edits from \(offer.savedAt); w saves them")
      return audio + TrackReducer.afterChange(&state)
    case .saveElsewhere:
      guard case .saveElsewhere(var dialog) = state.screen.overlay else { return [] }
      guard !dialog.path.isEmpty else {
        dialog.error = "type the path of the copy first"
        state.screen.overlay = .saveElsewhere(dialog)
        return []
      }
      dialog.error = nil
      state.screen.overlay = .saveElsewhere(dialog)
      state.edits.history.endRun()
      state.screen.message = StatusMessage("saving a copy…")
      return [
        .save(
          SaveRequest(
            pattern: state.track.pattern, title: state.document.title,
            revision: state.edits.history.current, thenQuit: dialog.thenQuit, path: dialog.path,
            frontmatter: state.frontmatterEdits))
      ]
    case .discardRecovery:
      state.screen.overlay = nil
      state.screen.message = StatusMessage("discarded the unsaved edits")
      return [.clearRecovery]
    case .quitKeepingRecovery:
      // Nothing was restored, so nothing is dirty: the recovery file stays for the next open.
      state.screen.overlay = nil
      state.screen.isQuitting = true
      return [.quit]
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
      state.screen.overlay = .confirmOverwrite(thenQuit: thenQuit)
      state.screen.message = StatusMessage(
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
    state.screen.overlay = .saveElsewhere(dialog)
    return []
  }

  static func save(_ state: inout EditorState, force: Bool, thenQuit: Bool) -> Effect {
    state.edits.history.endRun()
    state.screen.message = StatusMessage("saving…")
    var request = SaveRequest(
      pattern: state.track.pattern, title: state.document.title,
      revision: state.edits.history.current, force: force, thenQuit: thenQuit,
      frontmatter: state.frontmatterEdits)
    request.predatesFile = state.edits.reloadsUndone > 0
    return .save(request)
  }

  static func stopEffects(_ state: EditorState) -> [Effect] {
    state.playback.isPlaying ? [.stopPlayback(generation: state.playback.generation)] : []
  }

  static func stopPlayback(_ state: inout EditorState) {
    guard state.playback.isPlaying else { return }
    state.playback.generation += 1
    state.playback.isPlaying = false
    state.playback.playhead = nil
    state.sound.card.isPlaying = false
  }

  static func saveFinished(_ outcome: SaveOutcome, _ state: inout EditorState) -> [Effect] {
    let effects = written(outcome, &state)
    switch outcome {
    case .saved(_, false, let moved?), .savedElsewhere(_, _, false, let moved?):
      return effects + SoundReducer.audioMoved(moved, &state)
    default:
      return effects
    }
  }

  /// What a save's outcome does to the state, but for a rewritten `audio:`.
  private static func written(_ outcome: SaveOutcome, _ state: inout EditorState) -> [Effect] {
    switch outcome {
    case .saved(let revision, let thenQuit, _):
      state.edits.savedRevision = revision
      state.edits.reloadsUndone = 0
      state.document.audioOnDisk = state.document.audio
      state.document.isNew = false
      state.document.changedSinceRecovery = false
      state.screen.message = StatusMessage(
        "saved \(state.document.path)"
          + (state.document.importedFrom.map {
            " (\(baseName($0)), the import's source, is untouched)"
          } ?? ""))
      if thenQuit {
        state.screen.isQuitting = true
        let effects = stopEffects(state)
        stopPlayback(&state)
        return effects + [.clearRecovery, .quit]
      }
      return [state.isDirty ? TrackReducer.recoveryEffect(state) : .clearRecovery]
    case .savedElsewhere(let revision, let path, let thenQuit, _):
      let original = state.document.fileName
      state.screen.overlay = nil
      state.edits.savedRevision = revision
      // The copy holds this version: nothing on its disk predates it.
      state.edits.reloadsUndone = 0
      state.document.audioOnDisk = state.document.audio
      state.document.path = path
      state.document.isNew = false
      state.document.writeProblem = nil
      state.document.changedSinceRecovery = false
      state.screen.message = StatusMessage(
        "saved a copy as \(path) (\(original) is unchanged); editing the copy now")
      if thenQuit {
        state.screen.isQuitting = true
        let effects = stopEffects(state)
        stopPlayback(&state)
        return effects + [.clearRecovery, .quit]
      }
      return [state.isDirty ? TrackReducer.recoveryEffect(state) : .clearRecovery]
    case .notWritable(let reason, let suggestion, let thenQuit):
      state.document.writeProblem = state.document.writeProblem ?? reason
      if case .saveElsewhere(var dialog) = state.screen.overlay {
        dialog.error = "not saved: \(reason)"
        state.screen.overlay = .saveElsewhere(dialog)
      } else {
        state.screen.overlay = .saveElsewhere(
          SaveElsewhere(reason: reason, path: suggestion, thenQuit: thenQuit))
      }
      state.screen.message = StatusMessage(
        "not saved: \(reason); Enter saves a copy at the path shown (edit it first if you like)",
        kind: .error)
      return []
    case .changedOnDisk(let thenQuit):
      state.screen.overlay = .confirmOverwrite(thenQuit: thenQuit)
      state.screen.message = StatusMessage(
        "not saved: the file changed on disk since it was opened", kind: .error)
      return []
    case .failed(let reason):
      if case .saveElsewhere(var dialog) = state.screen.overlay {
        dialog.error = reason
        state.screen.overlay = .saveElsewhere(dialog)
      }
      state.screen.message = StatusMessage("not saved: \(reason)", kind: .error)
      return []
    }
  }

  /// Makes a read-only file editable by fixing what the editor can fix, as one undoable step.
  static func repair(_ state: inout EditorState) -> [Effect] {
    guard let reason = state.document.readOnlyReason else {
      state.screen.message = StatusMessage("nothing to repair: the file is editable")
      return []
    }
    guard state.document.isRepairable else {
      state.screen.message = StatusMessage(TrackReducer.readOnlyMessage(state), kind: .error)
      return []
    }
    let result = PatternRepair.repair(
      state.track.pattern, frontmatterID: state.document.frontmatterID)
    guard result.isConformant else {
      state.screen.message = StatusMessage(
        "cannot repair: \(result.remaining.joined(separator: "; "))", kind: .error)
      return []
    }
    let before = state.snapshot
    state.track.pattern = result.pattern
    state.track.selection = []
    state.document.repairedReason = reason
    state.document.readOnlyReason = nil
    state.edits.history.record(repairLabel, before: before, after: state.snapshot)
    let fixes =
      result.fixes.isEmpty ? "nothing needed changing" : result.fixes.joined(separator: "; ")
    state.screen.message = StatusMessage("repaired: \(fixes); review, then w saves")
    return TrackReducer.afterChange(&state)
  }
}
