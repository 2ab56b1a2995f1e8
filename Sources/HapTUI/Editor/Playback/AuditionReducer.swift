import HapAudition

/// The target picker's part of the reducer: `O` searches for targets the first time and then
/// steps through the ones that can play; the status line names the choice and what it keeps.
enum AuditionReducer {
  static func pick(_ state: inout EditorState) -> [Effect] {
    guard state.audition.targets != nil else {
      guard !state.audition.searching else { return [] }
      state.audition.searching = true
      state.screen.message = StatusMessage(
        "looking for audition targets (adb, feedbackd, sound)…")
      return [.findTargets(probe: nil)]
    }
    let choices = state.audition.choices
    let index = choices.firstIndex(of: state.audition.chosen) ?? 0
    state.audition.chosen = choices[(index + 1) % choices.count]
    let follows = followChosenPhone(&state)
    state.screen.message = StatusMessage(describe(state) + follows)
    return follows.isEmpty ? [] : [EditorReducer.requestAnalysis(&state)]
  }

  /// `Ctrl-T`: searches again (a phone plugged in or authorised since), probing the chosen
  /// phone over ssh too; the choice is kept when the new search lists it.
  static func rescan(_ state: inout EditorState) -> [Effect] {
    guard !state.audition.searching else { return [] }
    state.audition.searching = true
    state.screen.message = StatusMessage(
      "looking for audition targets again (adb, feedbackd, sound)…")
    return [.findTargets(probe: state.audition.chosen)]
  }

  /// `haptui edit --target NAME`: searches (probing NAME when it is a phone over ssh) and
  /// chooses NAME when the search lists it as able to play, else says why not (D239).
  static func request(_ name: String, _ state: inout EditorState) -> [Effect] {
    state.audition.requested = name
    state.audition.searching = true
    state.screen.message = StatusMessage("looking for \(name) to play on…")
    return [.findTargets(probe: name)]
  }

  static func found(_ targets: [TargetListing], _ state: inout EditorState) -> [Effect] {
    state.audition.searching = false
    state.audition.targets = targets
    // A phone's own profile joins its platform's profiles (`o` cycles to it, D160).
    state.panel.catalog.learn(targets.filter { $0.problem == nil }.compactMap(\.profile))
    let playable = state.audition.choices.compactMap { $0 }
    if let requested = state.audition.requested {
      state.audition.requested = nil
      return foundRequested(requested, targets, playable, &state)
    }
    if let chosen = state.audition.chosen, playable.contains(chosen) {
      state.screen.message = StatusMessage(
        "targets: rumble device, \(playable.joined(separator: ", ")). " + describe(state))
      return []
    }
    guard !playable.isEmpty else {
      let first = targets.first { $0.problem != nil }
      state.screen.message = StatusMessage(
        "no phone or sound target can play"
          + (first.map { " (\($0.target): \($0.problem ?? ""))" } ?? "")
          + "; Space plays on the rumble device")
      return []
    }
    state.audition.chosen = playable[0]
    let follows = followChosenPhone(&state)
    state.screen.message = StatusMessage(
      "targets: rumble device, \(playable.joined(separator: ", ")). " + describe(state)
        + follows)
    return follows.isEmpty ? [] : [EditorReducer.requestAnalysis(&state)]
  }

  /// The answer to `haptui edit --target NAME`: `adb` alone stands for the one phone on adb.
  static func foundRequested(
    _ requested: String, _ targets: [TargetListing], _ playable: [String],
    _ state: inout EditorState
  ) -> [Effect] {
    let match =
      requested == "adb"
      ? targets.first { $0.kind == "adb" && $0.problem == nil }
        ?? targets.first { $0.kind == "adb" }
      : targets.first { $0.target == requested }
    guard let match, playable.contains(match.target) else {
      state.audition.chosen = nil
      let why =
        match.map {
          "\($0.target) cannot play: \($0.problem ?? "the editor does not play on it")"
        }
        ?? "\(requested) was not found ('haptui devices' lists the targets; Ctrl-T searches again)"
      state.screen.message = StatusMessage(
        why + "; Space plays on the rumble device, O picks another", kind: .error)
      return []
    }
    state.audition.chosen = match.target
    let follows = followChosenPhone(&state)
    state.screen.message = StatusMessage(describe(state) + follows)
    return follows.isEmpty ? [] : [EditorReducer.requestAnalysis(&state)]
  }

  /// When the chosen target is a phone with a learnt profile, its platform's column shows that
  /// profile (what the phone plays is that profile's rendition, D101); the note to add to the
  /// status line, or "" when the column did not change.
  static func followChosenPhone(_ state: inout EditorState) -> String {
    guard let chosen = state.audition.chosen,
      let profile = state.audition.targets?.first(where: { $0.target == chosen })?.profile,
      state.panel.catalog.learnt.contains(profile),
      state.profile(for: profile.platform) != profile.name
    else { return "" }
    state.panel.profiles[profile.platform] = profile.name
    return
      "; the \(profile.platform.displayName) column follows \(profile.name) (o cycles profiles)"
  }

  /// `N`: with the sound target beside an attached sound, mutes or unmutes the sonified
  /// track's voice (`m` does the sound's); it applies from the next play (D162).
  static func toggleTrackVoice(_ state: inout EditorState) -> [Effect] {
    guard state.audition.chosen == "sound" else {
      state.screen.message = StatusMessage(
        "N mutes the track's voice of the sound target: pick the sound target with O first")
      return []
    }
    guard PlaybackReducer.mixesVoices(state) else {
      state.screen.message = StatusMessage(
        "no attached sound to play beside: the sound target plays the track's voice alone")
      return []
    }
    state.audition.voiceMuted.toggle()
    let later = state.playback.isPlaying ? " (from the next play)" : ""
    state.screen.message = StatusMessage(
      "heard: \(PlaybackReducer.voices(state))\(later)")
    return []
  }

  static func started(generation: Int, summary: String, _ state: inout EditorState) -> [Effect] {
    guard generation == state.playback.generation, state.playback.isPlaying else { return [] }
    // The status line names the target, whether or not the target's summary does.
    let named =
      state.audition.chosen.map { summary.hasPrefix($0) ? summary : "\($0): \(summary)" }
      ?? summary
    state.screen.message = StatusMessage("playing on \(named)")
    return []
  }

  /// What the status line says as a play starts on the chosen target: a phone connects and
  /// takes the command off the run loop (D237), so it says so until `started` names what
  /// played; `nil` without a chosen target.
  static func startingMessage(verb: String, what: String, _ state: EditorState) -> String? {
    guard let chosen = state.audition.chosen else { return nil }
    guard chosen != "sound" else { return "\(verb) on sound: \(what)" }
    return "connecting to \(chosen) to start \(verb) \(what)…"
  }

  /// `Space plays on NAME (keeps …); O picks another`.
  static func describe(_ state: EditorState) -> String {
    guard let chosen = state.audition.chosen,
      let listing = state.audition.targets?.first(where: { $0.target == chosen })
    else { return "Space plays on the rumble device; O picks another target" }
    let heard = listing.heard ? ", heard, not felt" : ""
    return
      "Space plays on \(chosen): \(listing.name) (keeps \(listing.keeps.joined(separator: ", "))"
      + "\(heard)); O picks another"
  }
}
