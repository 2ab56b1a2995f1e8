extension EditorReducer {
  /// Asks for the attached sound to be decoded, when the lane is waiting for it.
  static func loadSound(_ state: EditorState) -> [Effect] {
    guard let lane = state.sound, lane.status == .loading else { return [] }
    return [.loadSound(name: lane.name, path: lane.path)]
  }

  /// Keeps the lane in step with the document's `audio:` (after a reload or an attach): a
  /// new sound is loaded, a removed one leaves the lane.
  static func followAudio(_ state: inout EditorState) -> [Effect] {
    let wanted = SoundLane(audio: state.document.audio, documentPath: state.document.path)
    guard wanted?.path != state.sound?.path || wanted?.name != state.sound?.name else { return [] }
    state.sound = wanted
    return loadSound(state)
  }

  /// Attaches the sound `name` (or detaches it): the lane follows at once, the save writes
  /// `audio:`, and until then the file counts as modified.
  static func attachAudio(_ name: String?, _ state: inout EditorState) -> [Effect] {
    guard !state.isReadOnly else {
      state.message = StatusMessage(readOnlyMessage(state), kind: .error)
      return []
    }
    guard state.document.hasFrontmatter else {
      state.message = StatusMessage(
        "no frontmatter to hold audio: add `---` lines with an id at the top of the file first",
        kind: .error)
      return []
    }
    let name = name.flatMap { $0.isEmpty ? nil : $0 }
    guard name != state.document.audio else {
      state.message = StatusMessage(
        name.map { "\($0) is already the pattern's sound" } ?? "the pattern has no sound to detach")
      return []
    }
    state.document.audio = name
    state.message = StatusMessage(
      name.map { "attached the sound \($0): w saves audio: into the frontmatter" }
        ?? "detached the sound: w removes audio: from the frontmatter")
    return [.setAudio(name)] + followAudio(&state)
      + [state.isDirty ? recoveryEffect(state) : .clearRecovery]
  }

  /// After a save into another folder: `audio:` was rewritten to name the same sound from
  /// there, and the lane follows the file (the sound itself did not move).
  static func audioMoved(_ name: String, _ state: inout EditorState) -> [Effect] {
    let saved = !state.document.audioChanged
    state.document.audio = name
    if saved { state.document.audioOnDisk = name }
    let said = state.message.map { $0.text + "; " } ?? ""
    state.message = StatusMessage(said + "audio: now \(name), the same sound from the new folder")
    return followAudio(&state)
  }

  /// Takes a decoded sound (or why it could not be), unless the lane moved on to another.
  static func soundLoaded(path: String, status: SoundLane.Status, _ state: inout EditorState)
    -> [Effect]
  {
    guard state.sound?.path == path, state.sound?.status == .loading else { return [] }
    state.sound?.status = status
    return []
  }
}
