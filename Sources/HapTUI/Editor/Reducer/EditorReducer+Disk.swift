import HapModel

extension EditorReducer {
  static func disk(_ command: Command, _ state: inout EditorState) -> [Effect] {
    switch command {
    case .saveAs:
      guard !state.isReadOnly else {
        state.message = StatusMessage(readOnlyMessage(state), kind: .error)
        return []
      }
      if state.isUnsavedImport { return askImportName(&state, thenQuit: false) }
      state.overlay = .prompt(Prompt(.saveAs, text: state.document.path))
      return []
    case .answer:
      return answer(&state)
    case .renameID, .keepID:
      guard case .confirmSaveAs(let plan) = state.overlay else { return [] }
      state.overlay = nil
      if command == .renameID, let id = plan.newID {
        guard !commit(.setPattern(.id(id)), &state).isEmpty else { return [] }
      }
      return [saveAsEffect(plan.path, &state)]
    case .editInEditor:
      guard !state.isDirty else {
        state.message = StatusMessage(
          "unsaved edits: w saves them first, then E opens the file in your editor",
          kind: .error)
        return []
      }
      state.message = StatusMessage("editing \(state.document.fileName) in your editor…")
      let effects = stopEffects(state)
      stopPlayback(&state)
      return effects + [.editInEditor]
    case .reload:
      let force: Bool
      switch state.overlay {
      case .confirmOverwrite, .diff: force = true
      default: force = false
      }
      return [.reload(force: force)]
    case .showDiff:
      return [.diffWithDisk(state.pattern, title: state.document.title)]
    default:
      return []
    }
  }

  /// Scrolls the diff screen.
  static func scrollDiff(_ command: Command, _ diff: DiskDiff, _ state: inout EditorState) {
    var diff = diff
    let page = max(state.size.rows - 6, 1)
    let delta: Int
    switch command {
    case .scrollUp: delta = -1
    case .scrollDown: delta = 1
    case .scrollPageUp: delta = -page
    default: delta = page
    }
    diff.scroll = min(max(diff.scroll + delta, 0), max(diff.lines.count - page, 0))
    state.overlay = .diff(diff)
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
    state.overlay = nil
    if let stem, Slug.isValid(stem), stem != state.pattern.id {
      state.overlay = .confirmSaveAs(SaveAsPlan(path: path, newID: stem))
      return (nil, [])
    }
    return (nil, [saveAsEffect(path, &state)])
  }

  static func saveAsEffect(_ path: String, _ state: inout EditorState) -> Effect {
    state.history.endRun()
    state.message = StatusMessage("saving as \(path)…")
    return .saveAs(
      SaveAsRequest(
        path: path, pattern: state.pattern, title: state.document.title,
        revision: state.history.current))
  }

  /// The runtime's answers to `save-as`, reloads, diffs and the external editor.
  static func diskAnswer(_ action: Action, _ state: inout EditorState) -> [Effect] {
    switch action {
    case .savedAs(let path, let revision, let error):
      if let error {
        state.message = StatusMessage("not saved: \(error)", kind: .error)
        return []
      }
      let old = state.document.fileName
      state.document.path = path
      state.document.isNew = false
      state.document.frontmatterID = state.pattern.id
      state.document.audioOnDisk = state.document.audio
      state.savedRevision = revision
      state.message = StatusMessage("saved as \(path) (\(old) is untouched)")
      return [state.isDirty ? recoveryEffect(state) : .clearRecovery]
    case .reloaded(let file):
      let effects = reloaded(file, &state)
      return effects + followAudio(&state)
    case .diskUnchanged:
      state.overlay = nil
      state.message = StatusMessage(
        state.isDirty
          ? "the file on disk is as it was opened; your edits are kept (u undoes them)"
          : "the file on disk is unchanged")
      return []
    case .diskConflict:
      state.overlay = .confirmOverwrite(thenQuit: false)
      state.message = StatusMessage(
        "the file changed on disk while you edited: r reloads it, d shows what changed",
        kind: .error)
      return []
    case .diffReady(let lines):
      state.overlay = .diff(DiskDiff(lines: lines))
      return []
    case .fileProblem(let message):
      state.message = StatusMessage(message, kind: .error)
      return []
    default:
      return []
    }
  }

  /// Takes the file as read again: its pattern becomes one undoable step (when it differs)
  /// that matches the disk, and the document facts are the new file's.
  static func reloaded(_ file: ReloadedFile, _ state: inout EditorState) -> [Effect] {
    state.overlay = nil
    var pattern = file.pattern
    let current = state.pattern.events
    var events = pattern.events
    if events.count == current.count {
      for index in events.indices { events[index].id = current[index].id }
    }
    if pattern.track != nil { pattern.track = events }
    let title = state.document.title
    var info = file.info
    let changed = pattern != state.pattern || info.title != title
    if !changed {
      info.title = title
      state.document = info
      state.message = StatusMessage("\(file.reason): the block is unchanged; reloaded the file")
      return [requestAnalysis(&state), .clearRecovery]
    }
    if pattern != state.pattern {
      // Fresh ids: the history's earlier steps still name the old events.
      var next = state.nextEventID
      pattern.track = pattern.track.map { track in
        track.map { event in
          var event = event
          event.id = EventID(next)
          next += 1
          return event
        }
      }
      state.nextEventID = next
    }
    let before = state.snapshot
    state.pattern = pattern
    state.selection = []
    state.document = info
    state.history.record(file.reason, before: before, after: state.snapshot)
    state.savedRevision = state.history.current
    state.message = StatusMessage("\(file.reason): reloaded from disk (u goes back)")
    return afterChange(&state)
  }
}
