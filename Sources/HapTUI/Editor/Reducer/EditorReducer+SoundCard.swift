extension EditorReducer {
  /// The part of the attached sound that plays with a playback of the track from `origin`
  /// lasting `length` ms: the sound from the same time, for as long as the haptics play.
  /// `nil` when no sound plays (none attached, no audio output, turned off, or it has ended
  /// before `origin`).
  static func soundCue(origin: Int, length: Int, _ state: EditorState) -> SoundCue? {
    guard state.soundCard.plays, origin < state.soundCard.milliseconds, length > 0 else {
      return nil
    }
    return SoundCue(fromMs: origin, lengthMs: length)
  }

  /// `m`: turns the attached sound on or off; mid-playback it stops at once, or joins the
  /// playback at the frame the clock has reached.
  static func toggleSound(_ state: inout EditorState) -> [Effect] {
    guard state.soundCard.source != nil else {
      state.message = StatusMessage(
        "no sound attached: a pattern's frontmatter `audio:` names one (haptui import makes it)")
      return []
    }
    if let problem = state.soundCard.problemText {
      state.message = StatusMessage("\(problem); the haptics play alone", kind: .error)
      return []
    }
    state.soundCard.isOn.toggle()
    guard state.soundCard.isOn else {
      state.message = StatusMessage("sound off: Space plays the haptics alone")
      guard state.soundCard.isPlaying else { return [] }
      state.soundCard.isPlaying = false
      return [.stopSound]
    }
    let device = state.soundCard.deviceName ?? "?"
    state.message = StatusMessage("sound on: Space plays it on \(device) with the haptics")
    guard state.playback.isPlaying,
      let cue = soundCue(origin: state.playback.origin, length: state.playback.length, state)
    else { return [] }
    state.soundCard.isPlaying = true
    return [.startSound(cue, generation: state.playback.generation)]
  }

  /// Takes the card opened for the attached sound (a new sound replaces the old one's, which
  /// the runtime closed first); the user's `m` toggle stays as it was.
  static func soundCardOpened(_ card: SoundCardState, _ state: inout EditorState) {
    var card = card
    card.isOn = state.soundCard.isOn
    card.isPlaying = false
    state.soundCard = card
    if let problem = card.problemText {
      state.message = StatusMessage("\(problem); the haptics play alone", kind: .error)
    }
  }

  /// The sound card failed mid-play: the sound is silent from here, the haptics go on, and
  /// the end of the playback no longer claims the sound played.
  static func soundFailed(generation: Int, message: String, _ state: inout EditorState)
    -> [Effect]
  {
    guard generation == state.playback.generation, state.soundCard.isPlaying else { return [] }
    state.soundCard.isPlaying = false
    state.message = StatusMessage(
      "sound stopped: \(message); the haptics play on", kind: .error)
    return []
  }

  /// What a playback's message adds about the sound as it starts: ` with sound on null`, or
  /// why it is silent.
  static func soundStartNote(_ state: EditorState) -> String {
    guard state.soundCard.source != nil else { return "" }
    if state.soundCard.isPlaying { return " with sound on \(state.soundCard.deviceName ?? "?")" }
    if let problem = state.soundCard.problemText { return "; \(problem)" }
    if !state.soundCard.isOn { return "; sound off (m turns it on)" }
    return "; the sound ends before \(state.playback.origin) ms"
  }

  /// What the message at the end of a playback adds: `; the sound played on null`.
  static func soundFinishedNote(_ state: EditorState) -> String {
    guard state.soundCard.isPlaying, let device = state.soundCard.deviceName else { return "" }
    return "; the sound played on \(device)"
  }
}
