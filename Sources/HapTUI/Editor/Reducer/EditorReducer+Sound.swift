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

  /// Takes a decoded sound (or why it could not be), unless the lane moved on to another.
  static func soundLoaded(path: String, status: SoundLane.Status, _ state: inout EditorState)
    -> [Effect]
  {
    guard state.sound?.path == path, state.sound?.status == .loading else { return [] }
    state.sound?.status = status
    return []
  }
}
