import HapModel

extension FileReducer {
  static func disk(_ command: Command, _ state: inout EditorState) -> [Effect] {
    switch command {
    case .saveAs:
      guard !state.isReadOnly else {
        state.screen.message = StatusMessage(TrackReducer.readOnlyMessage(state), kind: .error)
        return []
      }
      if state.isUnsavedImport { return askImportName(&state, thenQuit: false) }
      state.screen.overlay = .prompt(Prompt(.saveAs, text: state.document.path))
      return []
    case .answer:
      return EditorReducer.answer(&state)
    case .replaceImport:
      guard case .confirmImportReplace(let plan) = state.screen.overlay else { return [] }
      state.screen.overlay = nil
      return importSave(plan, force: true, &state)
    case .renameID, .keepID:
      guard case .confirmSaveAs(let plan) = state.screen.overlay else { return [] }
      state.screen.overlay = nil
      if command == .renameID, let id = plan.newID {
        guard !TrackReducer.commit(.setPattern(.id(id)), &state).isEmpty else { return [] }
      }
      return [saveAsEffect(plan.path, &state)]
    case .editInEditor:
      guard !state.isDirty else {
        state.screen.message = StatusMessage(
          "unsaved edits: w saves them first, then E opens the file in your editor",
          kind: .error)
        return []
      }
      state.screen.message = StatusMessage("editing \(state.document.fileName) in your editor…")
      let effects = stopEffects(state)
      stopPlayback(&state)
      return effects + [.editInEditor]
    case .reload:
      let force: Bool
      switch state.screen.overlay {
      case .confirmOverwrite, .diff: force = true
      default: force = false
      }
      return [.reload(force: force)]
    case .showDiff:
      return [
        .diffWithDisk(
          state.track.pattern, title: state.document.title, frontmatter: state.frontmatterEdits)
      ]
    default:
      return []
    }
  }

  /// Scrolls the diff screen.
  static func scrollDiff(_ command: Command, _ diff: DiskDiff, _ state: inout EditorState) {
    var diff = diff
    let page = max(state.screen.size.rows - 6, 1)
    let delta: Int
    switch command {
    case .scrollUp: delta = -1
    case .scrollDown: delta = 1
    case .scrollPageUp: delta = -page
    default: delta = page
    }
    diff.scroll = min(max(diff.scroll + delta, 0), max(diff.lines.count - page, 0))
    state.screen.overlay = .diff(diff)
  }

  /// Works out where `save-as` writes and whether the id could follow the name; asks about
  /// the id when it could, else saves. Returns why the answer is refused, or the effects.
  static func planSaveAs(_ text: String, _ state: inout EditorState) -> (String?, [Effect]) {
    var path = text.trimmingSpaces
    guard !path.isEmpty, !path.hasSuffix("/") else {
      return ("type a file name, such as payment-confirmed.hap.md", [])
    }
    if !path.hasSuffix(".hap.md") { path += path.hasSuffix(".md") ? "" : ".hap.md" }
    if !path.contains("/"), let slash = state.document.path.lastIndex(of: "/") {
      path = String(state.document.path[...slash]) + path
    }
    guard path != state.document.path else {
      return ("that is this file's name: w saves it; type another name", [])
    }
    let base = path.split(separator: "/").last.map(String.init) ?? path
    let stem = base.hasSuffix(".hap.md") ? String(base.dropLast(7)) : nil
    state.screen.overlay = nil
    let newID = stem.flatMap { Slug.isValid($0) && $0 != state.track.pattern.id ? $0 : nil }
    // The target is checked before the id question: a refused name changes nothing.
    state.screen.message = StatusMessage("checking \(base)…")
    return (nil, [.checkSaveAsTarget(SaveAsPlan(path: path, newID: newID))])
  }

  /// The answer to the target check: the prompt again with the reason, the id question, or
  /// the save.
  static func targetChecked(_ plan: SaveAsPlan, problem: String?, _ state: inout EditorState)
    -> [Effect]
  {
    if let problem {
      var prompt = Prompt(.saveAs, text: plan.path)
      prompt.error = problem
      state.screen.overlay = .prompt(prompt)
      state.screen.message = StatusMessage("not saved: \(problem)", kind: .error)
      return []
    }
    if plan.newID != nil {
      state.screen.overlay = .confirmSaveAs(plan)
      state.screen.message = nil
      return []
    }
    return [saveAsEffect(plan.path, &state)]
  }

  static func saveAsEffect(_ path: String, _ state: inout EditorState) -> Effect {
    state.edits.history.endRun()
    state.screen.message = StatusMessage("saving as \(path)…")
    return .saveAs(
      SaveAsRequest(
        path: path, pattern: state.track.pattern, title: state.document.title,
        revision: state.edits.history.current, frontmatter: state.frontmatterEdits))
  }

  /// The runtime's answers to `save-as`, reloads, diffs and the external editor.
  static func diskAnswer(_ action: Action, _ state: inout EditorState) -> [Effect] {
    switch action {
    case .savedAs(let path, let revision, let error, let moved):
      if let error {
        state.screen.message = StatusMessage("not saved: \(error)", kind: .error)
        return []
      }
      let old = state.document.fileName
      state.document.path = path
      state.document.isNew = false
      state.document.frontmatterID = state.track.pattern.id
      state.document.audioOnDisk = state.document.audio
      state.edits.savedRevision = revision
      state.edits.reloadsUndone = 0
      state.screen.message = StatusMessage("saved as \(path) (\(old) is untouched)")
      let effects = [state.isDirty ? TrackReducer.recoveryEffect(state) : .clearRecovery]
      return effects + (moved.map { SoundReducer.audioMoved($0, &state) } ?? [])
    case .saveAsTargetChecked(let plan, let problem):
      return targetChecked(plan, problem: problem, &state)
    case .importTargetChecked(let plan, let exists, let problem):
      return importTargetChecked(plan, exists: exists, problem: problem, &state)
    case .reloaded(let file):
      let effects = reloaded(file, &state)
      return effects + SoundReducer.followAudio(&state)
    case .diskUnchanged:
      state.screen.overlay = nil
      if state.isUnsavedImport {
        state.screen.message = StatusMessage(
          "\(state.document.fileName) is not written yet, so there is nothing on disk to read "
            + "again: w saves the import")
        return []
      }
      state.screen.message = StatusMessage(
        state.isDirty
          ? "the file on disk is as it was opened; your edits are kept (u undoes them)"
          : "the file on disk is unchanged")
      return []
    case .diskConflict:
      state.screen.overlay = .confirmOverwrite(thenQuit: false)
      state.screen.message = StatusMessage(
        "the file changed on disk while you edited: r reloads it, d shows what changed",
        kind: .error)
      return []
    case .diffReady(let lines):
      state.screen.overlay = .diff(DiskDiff(lines: lines))
      return []
    case .fileProblem(let message):
      state.screen.message = StatusMessage(message, kind: .error)
      return []
    default:
      return []
    }
  }

  /// Takes the file as read again: its pattern becomes one undoable step (when it differs)
  /// that matches the disk, and the document facts are the new file's.
  static func reloaded(_ file: ReloadedFile, _ state: inout EditorState) -> [Effect] {
    state.screen.overlay = nil
    var pattern = file.pattern
    let current = state.track.pattern.events
    var events = pattern.events
    if events.count == current.count {
      for index in events.indices { events[index].id = current[index].id }
    }
    if pattern.track != nil { pattern.track = events }
    let title = state.document.title
    var info = file.info
    let changed = pattern != state.track.pattern || info.title != title
    if !changed {
      info.title = title
      state.document = info
      state.screen.message = StatusMessage(
        "\(file.reason): the block is unchanged; reloaded the file")
      return [EditorReducer.requestAnalysis(&state), .clearRecovery]
    }
    if pattern != state.track.pattern {
      // Fresh ids: the history's earlier steps still name the old events.
      var next = state.track.nextEventID
      pattern.track = pattern.track.map { track in
        track.map { event in
          var event = event
          event.id = EventID(next)
          next += 1
          return event
        }
      }
      state.track.nextEventID = next
    }
    let before = state.snapshot
    let wasReadOnly = state.isReadOnly || !state.document.hasPattern
    state.track.pattern = pattern
    state.track.selection = []
    state.document = info
    state.edits.reloadsUndone = 0
    if wasReadOnly {
      // What was shown could not be edited (a placeholder for a block that did not parse):
      // there is nothing to go back to, so the file as read now starts the history (D150).
      state.edits.history = History(eventBudget: state.edits.history.eventBudget)
      state.edits.reloadRevisions = []
      state.edits.shapeBefore = [:]
      state.edits.shapeAfter = [:]
      state.edits.lastRunKey = nil
      state.edits.savedRevision = state.edits.history.current
      state.screen.message = StatusMessage("\(file.reason): reloaded from disk")
      return TrackReducer.afterChange(&state)
    }
    state.edits.history.record(file.reason, before: before, after: state.snapshot)
    state.edits.reloadRevisions.insert(state.edits.history.current)
    state.edits.savedRevision = state.edits.history.current
    state.screen.message = StatusMessage("\(file.reason): reloaded from disk (u goes back)")
    return TrackReducer.afterChange(&state)
  }
}
