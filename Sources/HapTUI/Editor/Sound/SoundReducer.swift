/// The sound's part of the reducer: loading the attached sound, the sound card, and a track
/// made from the sound.
enum SoundReducer {
  /// Asks for the attached sound to be decoded, when the lane is waiting for it.
  static func loadSound(_ state: EditorState) -> [Effect] {
    guard let lane = state.sound.lane, lane.status == .loading else { return [] }
    return [.loadSound(name: lane.name, path: lane.path)]
  }

  /// Keeps the lane in step with the document's `audio:` (after a reload or an attach): a
  /// new sound is loaded, a removed one leaves the lane.
  static func followAudio(_ state: inout EditorState) -> [Effect] {
    let wanted = SoundLane(audio: state.document.audio, documentPath: state.document.path)
    guard wanted?.path != state.sound.lane?.path || wanted?.name != state.sound.lane?.name else {
      return []
    }
    state.sound.lane = wanted
    return loadSound(state)
  }

  /// Attaches the sound `name` (or detaches it) as one undo step: the lane follows at once,
  /// the save writes `audio:`, and until then the file counts as modified. Taking back the
  /// attach just made leaves no step, as a drag back to its start does.
  static func attachAudio(_ name: String?, _ state: inout EditorState) -> [Effect] {
    guard !state.isReadOnly else {
      state.screen.message = StatusMessage(TrackReducer.readOnlyMessage(state), kind: .error)
      return []
    }
    guard state.document.hasFrontmatter else {
      state.screen.message = StatusMessage(
        "no frontmatter to hold audio: add `---` lines with an id at the top of the file first",
        kind: .error)
      return []
    }
    let name = name.flatMap { $0.isEmpty ? nil : $0 }
    guard name != state.document.audio else {
      state.screen.message = StatusMessage(
        name.map { "\($0) is already the pattern's sound" } ?? "the pattern has no sound to detach")
      return []
    }
    let before = state.snapshot
    state.document.audio = name
    let history = state.edits.history
    if let last = history.undoStack.last, soundLabels.contains(last.label),
      last.change.audioBefore == name, history.current != state.edits.savedRevision
    {
      state.edits.history.discardLast()
    } else {
      state.edits.history.endRun()
      state.edits.history.record(
        name == nil ? "detach sound" : "attach sound", before: before, after: state.snapshot)
    }
    state.screen.message = StatusMessage(
      name.map { "attached the sound \($0): w saves audio: into the frontmatter" }
        ?? "detached the sound: w removes audio: from the frontmatter")
    return followAudio(&state) + TrackReducer.afterChange(&state, durations: false)
  }

  /// The undo steps of an attach and a detach.
  static let soundLabels: Set<String> = ["attach sound", "detach sound"]

  /// After a save into another folder: `audio:` was rewritten to name the same sound from
  /// there, and the lane follows the file (the sound itself did not move).
  static func audioMoved(_ name: String, _ state: inout EditorState) -> [Effect] {
    let saved = !state.document.audioChanged
    // Undo and redo bring back the sound as named from the new folder.
    if let old = state.document.audio { state.edits.history.renameAudio(old, to: name) }
    state.document.audio = name
    if saved { state.document.audioOnDisk = name }
    let said = state.screen.message.map { $0.text + "; " } ?? ""
    state.screen.message = StatusMessage(
      said + "audio: now \(name), the same sound from the new folder")
    return followAudio(&state)
  }

  /// Takes a decoded sound (or why it could not be), unless the lane moved on to another.
  static func soundLoaded(path: String, status: SoundLane.Status, _ state: inout EditorState)
    -> [Effect]
  {
    guard state.sound.lane?.path == path, state.sound.lane?.status == .loading else { return [] }
    state.sound.lane?.status = status
    return []
  }
}
