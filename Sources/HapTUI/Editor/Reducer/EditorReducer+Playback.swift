import HapModel
import HapRender

extension EditorReducer {
  /// What Space would play now.
  static func playTarget(_ state: EditorState) -> PlaybackState.Target {
    // From the platform panel or the artefact, Space plays what that platform would do.
    let platformFocused = state.focus == .platforms || state.focus == .artifact
    guard state.panel.feelsPlatform || platformFocused,
      let profile = state.profile(for: state.panel.focused)
    else {
      return .track
    }
    return .platform(state.panel.focused, profile: profile)
  }

  static func describe(_ target: PlaybackState.Target) -> String {
    switch target {
    case .track: "the track"
    case .platform(let platform, let profile): "\(platform.displayName) \(profile)"
    }
  }

  /// How long the playhead runs past the last event start, so a final transient is seen.
  static let transientTail = 50

  static func playOrStop(_ state: inout EditorState) -> [Effect] {
    if state.playback.isPlaying {
      let generation = state.playback.generation
      state.playback.generation += 1
      state.playback.isPlaying = false
      state.playback.playhead = nil
      state.message = StatusMessage("stopped")
      return [.stopPlayback(generation: generation)]
    }
    let target = playTarget(state)
    let length: Int
    switch target {
    case .track:
      guard !state.pattern.events.isEmpty else {
        state.message = StatusMessage("nothing to play: the track is empty (t adds a transient)")
        return []
      }
      // A transient at the very end still lasts a short pulse.
      length = state.trackLength + transientTail
    case .platform:
      length = focusedColumn(state)?.feelLength ?? 0
      guard length > 0 else {
        state.message = StatusMessage(
          "nothing to play: \(describe(target)) renders silence for this pattern")
        return []
      }
    }
    state.playback.generation += 1
    state.playback.isPlaying = true
    state.playback.playhead = 0
    state.playback.length = length
    state.playback.target = target
    state.playback.origin = 0
    state.playback.loops = false
    state.playback.playing = nil
    let generation = state.playback.generation
    let device =
      state.playback.deviceName.map { "on \($0)" } ?? "(no device attached: nothing is felt)"
    state.message = StatusMessage("playing \(describe(target)) \(device)")
    return [
      .startPlayback(
        PlaybackRequest(
          generation: generation, pattern: state.pattern, target: target,
          settings: state.panel.settings)),
      .scheduleTick(generation: generation, afterMs: PlaybackState.tickInterval),
    ]
  }

  static func tick(generation: Int, elapsed: Int, _ state: inout EditorState) -> [Effect] {
    guard generation == state.playback.generation, state.playback.isPlaying else { return [] }
    state.playback.playhead = state.playback.origin + elapsed
    if elapsed >= state.playback.length {
      if state.playback.loops { return restartLoop(&state) }
      return finishPlayback(
        &state, message: playedMessage(state))
    }
    if state.playback.target == .track { reveal(state.playback.origin + elapsed, &state) }
    return [.scheduleTick(generation: generation, afterMs: PlaybackState.tickInterval)]
  }

  static func finishPlayback(_ state: inout EditorState, message: StatusMessage?) -> [Effect] {
    let generation = state.playback.generation
    state.playback.generation += 1
    state.playback.isPlaying = false
    state.playback.playhead = nil
    if let message { state.message = message }
    return [.stopPlayback(generation: generation)]
  }
}
