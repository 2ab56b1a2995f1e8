import HapModel

extension PlaybackReducer {
  /// The sound target is chosen beside an attached sound the card can play: both voices, the
  /// sound and the sonified track, go to the one sound card, each mutable (D162).
  static func mixesVoices(_ state: EditorState) -> Bool {
    let card = state.sound.card
    return state.audition.chosen == "sound" && card.source != nil && card.problem == nil
      && card.deviceName != nil
  }

  /// What the sound card plays with a playback of `pattern` from track time `origin`: the
  /// attached sound's part and, with the sound target, the track's voice beside it; `nil`
  /// when nothing is heard there.
  static func soundCue(_ pattern: HapticPattern, origin: Int, length: Int, _ state: EditorState)
    -> SoundCue?
  {
    guard mixesVoices(state), length > 0 else {
      return SoundReducer.soundCue(origin: origin, length: length, state)
    }
    let soundOn = state.sound.card.isOn && origin < state.sound.card.milliseconds
    let voice = state.audition.voiceMuted ? nil : pattern
    guard soundOn || voice != nil else { return nil }
    return SoundCue(fromMs: origin, lengthMs: length, voice: voice, soundMuted: !soundOn)
  }

  /// What the status line adds when a playback starts: which voices are heard (with the
  /// sound target), else the attached sound's note.
  static func soundStartNote(_ state: EditorState) -> String {
    guard mixesVoices(state) else { return SoundReducer.soundStartNote(state) }
    return "; heard on \(state.sound.card.deviceName ?? "?"): \(voices(state))"
  }

  /// What the message at the end of a playback adds: which voices were heard (with the sound
  /// target), else the attached sound's note.
  static func soundFinishedNote(_ state: EditorState) -> String {
    guard mixesVoices(state), state.sound.card.isPlaying else {
      return SoundReducer.soundFinishedNote(state)
    }
    return "; heard on \(state.sound.card.deviceName ?? "?"): \(voices(state))"
  }

  /// `the sound and the track's voice (N mutes the track, m the sound)` and the like.
  static func voices(_ state: EditorState) -> String {
    switch (state.sound.card.isOn, !state.audition.voiceMuted) {
    case (true, true): "the sound and the track's voice (N mutes the track, m the sound)"
    case (true, false): "the sound only, the track's voice muted (N unmutes it)"
    case (false, true): "the track's voice only, the sound muted (m unmutes it)"
    case (false, false): "nothing: the sound and the track's voice are both muted (m, N)"
    }
  }
}
