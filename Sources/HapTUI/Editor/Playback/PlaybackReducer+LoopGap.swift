extension PlaybackReducer {
  /// A looped pass reached its end: after the pause `loopGap` sets (a tick scheduled that far
  /// ahead; the motor is already still), the pass starts again (issue 22 item 4).
  static func endOfPass(_ state: inout EditorState) -> [Effect] {
    if state.playback.inLoopGap {
      state.playback.inLoopGap = false
      return restartLoop(&state)
    }
    state.playback.loopPass += 1
    guard state.playback.loopGap > 0 else { return restartLoop(&state) }
    state.playback.inLoopGap = true
    return [
      .scheduleTick(generation: state.playback.generation, afterMs: state.playback.loopGap)
    ]
  }

  /// `Ctrl-G`: steps the pause after each looped pass through none, 250, 500 and 1000 ms.
  static func cycleLoopGap(_ state: inout EditorState) -> [Effect] {
    let gaps = PlaybackState.loopGaps
    let index = gaps.firstIndex(of: state.playback.loopGap) ?? 0
    state.playback.loopGap = gaps[(index + 1) % gaps.count]
    let gap = state.playback.loopGap
    let later = state.playback.loops && state.playback.isPlaying ? " from the next pass" : ""
    state.screen.message = StatusMessage(
      gap == 0
        ? "loops repeat at once\(later) (r loops; Ctrl-G adds a pause)"
        : "loops pause \(gap) ms after each pass\(later) (r loops; Ctrl-G changes it)")
    return []
  }
}
