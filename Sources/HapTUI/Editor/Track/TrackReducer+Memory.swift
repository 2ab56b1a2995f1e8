import HapModel

extension TrackReducer {
  /// After an edit that shaped an event (added, nudged, typed into), remembers its sharpness,
  /// curve and duration for the next new event. Moves, deletions and pastes leave them.
  static func rememberEdited(_ op: EditOp, _ state: inout EditorState) {
    switch op {
    case .insert, .retime, .adjustSharpness, .setCurve, .setEvent:
      guard let event = state.track.primaryEvent else { return }
      state.edits.memory.remember(event)
    default:
      break
    }
  }
}
