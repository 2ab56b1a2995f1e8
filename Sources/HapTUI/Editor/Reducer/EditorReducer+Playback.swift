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

  static func playOrStop(_ state: inout EditorState) -> [Effect] {
    if state.playback.isPlaying {
      let generation = state.playback.generation
      state.playback.generation += 1
      state.playback.isPlaying = false
      state.playback.playhead = nil
      state.soundCard.isPlaying = false
      state.message = StatusMessage("stopped")
      return [.stopPlayback(generation: generation)]
    }
    let target = playTarget(state)
    let length: Int
    let what: String
    switch target {
    case .track:
      guard !state.pattern.events.isEmpty else {
        state.message = StatusMessage("nothing to play: the track is empty (t adds a transient)")
        return []
      }
      guard !state.panel.settings.hapticsOff else {
        state.message = StatusMessage(
          "nothing to play: haptics are off (M turns them back on), so the track is silent")
        return []
      }
      // The playhead runs as long as what plays: the track's length, or to the end of the
      // last pulse when a final transient's pulse outlasts it (and the status says so).
      let header = state.trackLength
      let felt = RumbleSchedule.richest(for: state.pattern).length
      length = max(header, felt)
      what =
        felt > header
        ? "the track (\(header) ms; its last pulse ends at \(felt) ms)"
        : "the track (\(header) ms)"
    case .platform(let platform, let profile):
      length = focusedColumn(state)?.feelLength ?? 0
      guard length > 0 else {
        state.message = StatusMessage(
          "nothing to play: \(describe(target)) renders silence for this pattern")
        return []
      }
      what = describePlatform(platform, profile: profile, state) + ", \(length) ms"
    }
    state.playback.generation += 1
    state.playback.isPlaying = true
    state.playback.playhead = 0
    state.playback.length = length
    state.playback.target = target
    state.playback.description = what
    state.playback.origin = 0
    state.playback.loops = false
    state.playback.playing = nil
    let generation = state.playback.generation
    let sound = soundCue(origin: 0, length: length, state)
    state.soundCard.isPlaying = sound != nil
    state.message = StatusMessage(
      (state.playback.deviceName.map { "playing on \($0): \(what)" }
        ?? "nothing is felt (no device attached): the playhead runs \(what)")
        + soundStartNote(state))
    return [
      .startPlayback(
        PlaybackRequest(
          generation: generation, pattern: state.pattern, target: target,
          settings: state.panel.settings, sound: sound)),
      .scheduleTick(generation: generation, afterMs: PlaybackState.tickInterval),
    ]
  }

  /// What a platform plays: its rung and path, and for an intent the call it stands for.
  static func describePlatform(_ platform: Platform, profile: String, _ state: EditorState)
    -> String
  {
    let name = "\(platform.displayName) \(profile)"
    guard let column = focusedColumn(state), column.platform == platform else { return name }
    let via = column.path.isEmpty ? "" : " via \(column.path)"
    switch column.rung {
    case .intent:
      return "\(name) plays \(state.pattern.intent ?? "its intent")\(via) (intent rung)"
    case .reduced:
      let token = state.pattern.fallbacks?.reduced ?? "the reduced intent"
      return "\(name) plays \(token)\(via) (reduced motion)"
    default:
      return "\(name) plays its \(column.rung.rawValue) rung\(via)"
    }
  }

  /// What the status line says when playback has run to its end: what was played on which
  /// device, or that nothing was felt.
  static func finishedMessage(_ state: EditorState) -> StatusMessage {
    let what = state.playback.description
    let sound = soundFinishedNote(state)
    guard let device = state.playback.deviceName else {
      if case .platform = state.playback.target {
        return StatusMessage("nothing to feel here (no device attached): \(what)\(sound)")
      }
      return StatusMessage(
        "nothing was felt (no device attached): the playhead ran \(what)\(sound)")
    }
    return StatusMessage("played on \(device): \(what)\(sound)")
  }

  static func tick(generation: Int, elapsed: Int, _ state: inout EditorState) -> [Effect] {
    guard generation == state.playback.generation, state.playback.isPlaying else { return [] }
    state.playback.playhead = state.playback.origin + elapsed
    if elapsed >= state.playback.length {
      if state.playback.loops { return restartLoop(&state) }
      return finishPlayback(&state, message: finishedMessage(state))
    }
    if state.playback.target == .track { reveal(state.playback.origin + elapsed, &state) }
    return [.scheduleTick(generation: generation, afterMs: PlaybackState.tickInterval)]
  }

  static func finishPlayback(_ state: inout EditorState, message: StatusMessage?) -> [Effect] {
    let generation = state.playback.generation
    state.playback.generation += 1
    state.playback.isPlaying = false
    state.playback.playhead = nil
    state.soundCard.isPlaying = false
    if let message { state.message = message }
    return [.stopPlayback(generation: generation)]
  }
}
