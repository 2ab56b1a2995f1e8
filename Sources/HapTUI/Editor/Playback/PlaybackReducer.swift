import HapModel
import HapRender

/// Playback's part of the reducer: what Space plays, playing from the cursor, loops, the
/// playhead's ticks and the end of a run.
enum PlaybackReducer {
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
      state.sound.card.isPlaying = false
      state.screen.message = StatusMessage("stopped")
      return [.stopPlayback(generation: generation)]
    }
    let target = state.playTarget
    let length: Int
    let what: String
    switch target {
    case .track:
      guard !state.track.pattern.events.isEmpty else {
        state.screen.message = StatusMessage(
          "nothing to play: the track is empty (t adds a transient)")
        return []
      }
      guard !state.panel.settings.hapticsOff else {
        state.screen.message = StatusMessage(
          "nothing to play: haptics are off (M turns them back on), so the track is silent")
        return []
      }
      // The playhead runs as long as what plays: the track's length, or to the end of the
      // last pulse when a final transient's pulse outlasts it (and the status says so).
      let header = state.track.trackLength
      let felt = RumbleSchedule.richest(for: state.track.pattern).length
      length = max(header, felt)
      what =
        felt > header
        ? "the track (\(header) ms; its last pulse ends at \(felt) ms)"
        : "the track (\(header) ms)"
    case .platform(let platform, let profile):
      length =
        state.focusedColumn.map {
          $0.feelLength
            ?? feelLength(of: state.track.pattern, on: platform, profile: profile, state)
        } ?? 0
      guard length > 0 else {
        state.screen.message = StatusMessage(
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
    state.playback.audition = state.audition.chosen
    state.playback.origin = 0
    state.playback.loops = false
    state.playback.playing = nil
    let generation = state.playback.generation
    let sound = soundCue(state.track.pattern, origin: 0, length: length, state)
    state.sound.card.isPlaying = sound != nil
    state.screen.message = StatusMessage(
      (AuditionReducer.startingMessage(verb: "playing", what: what, state)
        ?? state.playback.deviceName.map { "playing on \($0): \(what)" }
        ?? "nothing is felt (no device attached): the playhead runs \(what)")
        + soundStartNote(state))
    return [
      .startPlayback(
        PlaybackRequest(
          generation: generation, pattern: state.track.pattern, target: target,
          settings: state.panel.settings, sound: sound, audition: state.audition.chosen,
          learnt: state.panel.catalog.learnt)),
      .scheduleTick(generation: generation, afterMs: PlaybackState.tickInterval),
    ]
  }

  /// What a platform plays: its rung and path, and for an intent the call it stands for.
  static func describePlatform(_ platform: Platform, profile: String, _ state: EditorState)
    -> String
  {
    let name = "\(platform.displayName) \(profile)"
    guard let column = state.focusedColumn, column.platform == platform else { return name }
    let via = column.path.isEmpty ? "" : " via \(column.path)"
    switch column.rung {
    case .intent:
      return "\(name) plays \(state.track.pattern.intent ?? "its intent")\(via) (intent rung)"
    case .reduced:
      let token = state.track.pattern.fallbacks?.reduced ?? "the reduced intent"
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
    // A phone played it (the sound target's end says what was heard, below).
    if let audition = state.playback.audition, audition != "sound" {
      return StatusMessage("played on \(audition): \(what)\(sound)")
    }
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
      if state.playback.loops { return endOfPass(&state) }
      return finishPlayback(&state, message: finishedMessage(state))
    }
    if state.playback.target == .track {
      TrackReducer.reveal(state.playback.origin + elapsed, &state)
    }
    return [.scheduleTick(generation: generation, afterMs: PlaybackState.tickInterval)]
  }

  static func finishPlayback(_ state: inout EditorState, message: StatusMessage?) -> [Effect] {
    let generation = state.playback.generation
    state.playback.generation += 1
    state.playback.isPlaying = false
    state.playback.playhead = nil
    state.sound.card.isPlaying = false
    if let message { state.screen.message = message }
    return [.stopPlayback(generation: generation)]
  }
}
