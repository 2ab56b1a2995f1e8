import HapModel
import HapRender

extension PlaybackReducer {
  static func playFrom(_ command: Command, _ state: inout EditorState) -> [Effect] {
    let stopping = FileReducer.stopEffects(state)
    FileReducer.stopPlayback(&state)
    switch command {
    case .playFromCursor:
      let from = state.track.cursorTime
      let slice = slice(state.track.pattern, from: from)
      guard !slice.events.isEmpty else {
        state.screen.message = StatusMessage(
          "nothing to play after \(from) ms (0 or Home goes to the start)")
        return stopping
      }
      return stopping + startPlaying(slice, origin: from, loops: false, &state)
    case .loop:
      let selected = TrackReducer.selectedEvents(state)
      let events = selected.isEmpty ? state.track.pattern.events : selected
      guard let first = events.first else {
        state.screen.message = StatusMessage(
          "nothing to loop: the track is empty (t adds a transient)")
        return stopping
      }
      var looped = state.track.pattern
      looped.track = events.map { event in
        var shifted = event
        shifted.at -= first.at
        return shifted
      }
      state.playback.loopPass = 0
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
    let target = state.playTarget
    let length: Int
    switch target {
    case .track:
      // As Space does: to the end of the last pulse when a final transient's pulse outlasts it.
      length = max(pattern.length, RumbleSchedule.richest(for: pattern).length)
    case .platform(let platform, let name):
      length = feelLength(of: pattern, on: platform, profile: name, state)
      guard length > 0 else {
        state.screen.message = StatusMessage(
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
    state.playback.inLoopGap = false
    state.playback.playing = pattern
    let generation = state.playback.generation
    let what = describe(target) + (origin > 0 ? " from \(origin) ms" : "")
    state.playback.description = what
    state.playback.audition = state.audition.chosen
    let verb = loops ? "looping" : "playing"
    let stop = loops ? " (Space stops)" : ""
    let sound = soundCue(pattern, origin: origin, length: length, state)
    state.sound.card.isPlaying = sound != nil
    state.screen.message = StatusMessage(
      (AuditionReducer.startingMessage(verb: verb, what: what, state)
        ?? state.playback.deviceName.map { "\(verb) on \($0): \(what)" }
        ?? "nothing is felt (no device attached): the playhead runs \(what)")
        + soundStartNote(state) + stop)
    return [
      .startPlayback(
        PlaybackRequest(
          generation: generation, pattern: pattern, target: target,
          settings: state.panel.settings, sound: sound, audition: state.audition.chosen,
          learnt: state.panel.catalog.learnt)),
      .scheduleTick(generation: generation, afterMs: PlaybackState.tickInterval),
    ]
  }

  /// A loop reached its end: the same pattern starts again.
  static func restartLoop(_ state: inout EditorState) -> [Effect] {
    guard let pattern = state.playback.playing else { return [] }
    let previous = state.playback.generation
    let origin = state.playback.origin
    let message = state.screen.message
    let effects = startPlaying(pattern, origin: origin, loops: true, &state)
    state.screen.message = message
    return [.stopPlayback(generation: previous)] + effects
  }

  /// How long `pattern` plays on `platform` with the profile `name`, rendered now: what a
  /// column the analysis made without its feel (D440), or a part of the track, takes.
  static func feelLength(
    of pattern: HapticPattern, on platform: Platform, profile name: String, _ state: EditorState
  ) -> Int {
    let profile = state.panel.catalog.resolve(name, platform: platform)
    return Renderer.render(
      pattern, profiles: [profile], settings: state.panel.settings, includeArtifact: false,
      includeReport: false
    )[0].feel.length
  }
}
