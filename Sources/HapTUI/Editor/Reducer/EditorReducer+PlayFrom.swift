import HapModel
import HapRender

extension EditorReducer {
  static func playFrom(_ command: Command, _ state: inout EditorState) -> [Effect] {
    let stopping = stopEffects(state)
    stopPlayback(&state)
    switch command {
    case .playFromCursor:
      let from = state.cursorTime
      let slice = slice(state.pattern, from: from)
      guard !slice.events.isEmpty else {
        state.message = StatusMessage(
          "nothing to play after \(from) ms (0 or Home goes to the start)")
        return stopping
      }
      return stopping + startPlaying(slice, origin: from, loops: false, &state)
    case .loop:
      let selected = selectedEvents(state)
      let events = selected.isEmpty ? state.pattern.events : selected
      guard let first = events.first else {
        state.message = StatusMessage("nothing to loop: the track is empty (t adds a transient)")
        return stopping
      }
      var looped = state.pattern
      looped.track = events.map { event in
        var shifted = event
        shifted.at -= first.at
        return shifted
      }
      return stopping + startPlaying(looped, origin: first.at, loops: true, &state)
    default:
      return stopping
    }
  }

  /// The part of `pattern` from `from` on, moved to start at 0: a continuous event already
  /// sounding at `from` keeps the part that is left.
  static func slice(_ pattern: HapticPattern, from: Int) -> HapticPattern {
    guard from > 0 else { return pattern }
    var sliced = pattern
    sliced.track = pattern.events.compactMap { event in
      var event = event
      if event.at >= from {
        event.at -= from
        return event
      }
      guard event.type == .continuous, event.end > from else { return nil }
      event.duration = event.end - from
      event.at = 0
      return event
    }
    return sliced
  }

  /// Starts playing `pattern` (a slice of the track beginning at track time `origin`) as Space
  /// would play the track: the target the screen shows, the playhead from `origin`.
  static func startPlaying(
    _ pattern: HapticPattern, origin: Int, loops: Bool, _ state: inout EditorState
  ) -> [Effect] {
    let target = playTarget(state)
    let length: Int
    switch target {
    case .track:
      // As Space does: to the end of the last pulse when a final transient's pulse outlasts it.
      length = max(pattern.length, RumbleSchedule.richest(for: pattern).length)
    case .platform(let platform, let name):
      let profile =
        DeviceProfile.named(name, platform: platform) ?? DeviceProfile.defaultProfile(for: platform)
      length =
        Renderer.render(pattern, profile: profile, settings: state.panel.settings).feel.length
      guard length > 0 else {
        state.message = StatusMessage(
          "nothing to play: \(describe(target)) renders silence for this part")
        return []
      }
    }
    state.playback.generation += 1
    state.playback.isPlaying = true
    state.playback.playhead = origin
    state.playback.length = length
    state.playback.target = target
    state.playback.origin = origin
    state.playback.loops = loops
    state.playback.playing = pattern
    let generation = state.playback.generation
    let what = describe(target) + (origin > 0 ? " from \(origin) ms" : "")
    state.playback.description = what
    let verb = loops ? "looping" : "playing"
    let stop = loops ? " (Space stops)" : ""
    let sound = soundCue(origin: origin, length: length, state)
    state.soundCard.isPlaying = sound != nil
    state.message = StatusMessage(
      (state.playback.deviceName.map { "\(verb) on \($0): \(what)" }
        ?? "nothing is felt (no device attached): the playhead runs \(what)")
        + soundStartNote(state) + stop)
    return [
      .startPlayback(
        PlaybackRequest(
          generation: generation, pattern: pattern, target: target,
          settings: state.panel.settings, sound: sound)),
      .scheduleTick(generation: generation, afterMs: PlaybackState.tickInterval),
    ]
  }

  /// A loop reached its end: the same pattern starts again.
  static func restartLoop(_ state: inout EditorState) -> [Effect] {
    guard let pattern = state.playback.playing else { return [] }
    let previous = state.playback.generation
    let origin = state.playback.origin
    let message = state.message
    let effects = startPlaying(pattern, origin: origin, loops: true, &state)
    state.message = message
    return [.stopPlayback(generation: previous)] + effects
  }
}
