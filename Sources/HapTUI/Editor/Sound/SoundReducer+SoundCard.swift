extension SoundReducer {
  /// The part of the attached sound that plays with a playback of the track from `origin`
  /// lasting `length` ms: the sound from the same time, for as long as the haptics play.
  /// `nil` when no sound plays (none attached, no audio output, turned off, or it has ended
  /// before `origin`).
  static func soundCue(origin: Int, length: Int, _ state: EditorState) -> SoundCue? {
    guard state.sound.card.plays, origin < state.sound.card.milliseconds, length > 0 else {
      return nil
    }
    return SoundCue(fromMs: origin, lengthMs: length)
  }

  /// `m`: turns the attached sound on or off; mid-playback it stops at once, or joins the
  /// playback at the frame the clock has reached.
  static func toggleSound(_ state: inout EditorState) -> [Effect] {
    guard state.sound.card.source != nil else {
      state.screen.message = StatusMessage(
        "no sound attached: a pattern's frontmatter `audio:` names one (haptui import makes it)")
      return []
    }
    if let problem = state.sound.card.problemText {
      state.screen.message = StatusMessage("\(problem); the haptics play alone", kind: .error)
      return []
    }
    state.sound.card.isOn.toggle()
    guard state.sound.card.isOn else {
      state.screen.message = StatusMessage("sound off: Space plays the haptics alone")
      guard state.sound.card.isPlaying else { return [] }
      state.sound.card.isPlaying = false
      return [.stopSound]
    }
    let device = state.sound.card.deviceName ?? "?"
    state.screen.message = StatusMessage("sound on: Space plays it on \(device) with the haptics")
    guard state.playback.isPlaying,
      let cue = soundCue(origin: state.playback.origin, length: state.playback.length, state)
    else { return [] }
    state.sound.card.isPlaying = true
    return [.startSound(cue, generation: state.playback.generation)]
  }

  /// Takes the card opened for the attached sound (a new sound replaces the old one's, which
  /// the runtime closed first); the user's `m` toggle stays as it was.
  static func soundCardOpened(_ card: SoundCardState, _ state: inout EditorState) {
    var card = card
    card.isOn = state.sound.card.isOn
    card.isPlaying = false
    state.sound.card = card
    if let problem = card.problemText {
      state.screen.message = StatusMessage("\(problem); the haptics play alone", kind: .error)
    }
  }

  /// The sound card failed mid-play: the sound is silent from here, the haptics go on, and
  /// the end of the playback no longer claims the sound played.
  static func soundFailed(generation: Int, message: String, _ state: inout EditorState)
    -> [Effect]
  {
    guard generation == state.playback.generation, state.sound.card.isPlaying else { return [] }
    state.sound.card.isPlaying = false
    state.screen.message = StatusMessage(
      "sound stopped: \(message); the haptics play on", kind: .error)
    return []
  }

  /// What a playback's message adds about the sound as it starts: ` with sound on null`, or
  /// why it is silent.
  static func soundStartNote(_ state: EditorState) -> String {
    guard state.sound.card.source != nil else { return "" }
    if state.sound.card.isPlaying { return " with sound on \(state.sound.card.deviceName ?? "?")" }
    if let problem = state.sound.card.problemText { return "; \(problem)" }
    if !state.sound.card.isOn { return "; sound off (m turns it on)" }
    return "; the sound ends before \(state.playback.origin) ms"
  }

  /// What the message at the end of a playback adds: `; the sound played on null`.
  static func soundFinishedNote(_ state: EditorState) -> String {
    guard state.sound.card.isPlaying, let device = state.sound.card.deviceName else { return "" }
    return "; the sound played on \(device)"
  }

  /// Keeps the sound card on the lane's sound: a newly decoded sound opens the card for it,
  /// a sound that cannot be read is said so, and a detached one closes the card. Nothing
  /// without a sound output.
  static func followLane(_ state: inout EditorState) -> [Effect] {
    guard state.sound.hasOutput else { return [] }
    let lane = state.sound.lane
    switch lane?.status {
    case .loaded(let sound)?:
      guard sound !== state.sound.cardSound else { return [] }
      state.sound.cardSound = sound
      return [.openSoundCard(sound)]
    case .failed(let problem)?:
      guard state.sound.card.source != lane?.name || state.sound.card.problem != problem else {
        return []
      }
      state.sound.cardSound = nil
      soundCardOpened(
        SoundCardState(source: lane?.name, problem: problem, problemIsDevice: false), &state)
      return [.closeSoundCard]
    case .loading?:
      return []
    case nil:
      guard state.sound.card.source != nil || state.sound.cardSound != nil else { return [] }
      state.sound.cardSound = nil
      soundCardOpened(SoundCardState(), &state)
      return [.closeSoundCard]
    }
  }
}
