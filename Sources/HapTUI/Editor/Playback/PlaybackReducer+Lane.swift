import HapModel

extension PlaybackReducer {
  /// A click on the rendition lane: Space now plays the lane's rendition, and it plays (or a
  /// click while it plays stops it).
  static func playLane(_ state: inout EditorState) -> [Effect] {
    state.edits.history.endRun()
    state.panel.feelsPlatform = true
    return playOrStop(&state)
  }
}
