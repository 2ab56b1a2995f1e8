import HapImport
import HapModel

extension SoundReducer {
  /// `I`: asks the worker to analyse the lane's decoded sound into a track with the settings
  /// in force (the runtime answers with `soundAnalyzed`); only when a sound is attached and
  /// read, and the frontmatter's `analysis:` reads.
  static func trackFromSound(_ state: inout EditorState) -> [Effect] {
    guard let sound = analysableSound(&state) else { return [] }
    let settings = settingsInForce(state)
    if let problem = settings.problem {
      state.screen.message = StatusMessage(problem, kind: .error)
      return []
    }
    state.screen.message = StatusMessage("analysing \(sound.name)…")
    return [requestAnalysis(of: sound, options: settings.options, forPanel: false, &state)]
  }

  /// The lane's decoded sound, when the track can be made from it; otherwise says why not
  /// (read-only, nothing attached, not read yet, unreadable) and gives `nil`.
  static func analysableSound(_ state: inout EditorState) -> AttachedSound? {
    guard !state.isReadOnly else {
      state.screen.message = StatusMessage(TrackReducer.readOnlyMessage(state), kind: .error)
      return nil
    }
    guard let lane = state.sound.lane else {
      state.screen.message = StatusMessage(
        "no sound attached: attach one first (the inspector's audio row, or haptui edit --audio)",
        kind: .error)
      return nil
    }
    guard let sound = lane.sound else {
      let why: String
      switch lane.status {
      case .failed(let problem): why = problem
      default: why = "it is still being read; try again in a moment"
      }
      state.screen.message = StatusMessage(
        "\(lane.name) cannot be analysed: \(why); the track is unchanged", kind: .error)
      return nil
    }
    return sound
  }

  /// A new request for the worker; any request still under way becomes stale.
  static func requestAnalysis(
    of sound: AttachedSound, options: ImportOptions, forPanel: Bool, _ state: inout EditorState
  ) -> Effect {
    state.sound.analysis.generation += 1
    let generation = state.sound.analysis.generation
    state.sound.analysis.pending = SoundAnalysisState.Pending(
      generation: generation, revision: state.edits.history.current, forPanel: forPanel)
    return .analyzeSound(
      SoundAnalysisRequest(generation: generation, sound: sound, options: options))
  }

  /// Makes whatever analysis is under way stale, so its answer is dropped when it comes.
  static func cancelAnalysis(_ state: inout EditorState) {
    guard state.sound.analysis.pending != nil else { return }
    state.sound.analysis.generation += 1
    state.sound.analysis.pending = nil
  }

  /// Takes the answer to `I`: the analysed track replaces the track as one undo step, unless
  /// the answer is stale (a newer request, the sound changed, or the track was edited while it
  /// ran: then it is never applied) or the analysis made no track (the track stays).
  static func soundAnalyzed(_ analysis: SoundAnalysis, _ state: inout EditorState) -> [Effect] {
    guard let pending = state.sound.analysis.pending,
      pending.generation == analysis.generation, state.sound.lane?.path == analysis.path
    else { return [] }
    state.sound.analysis.pending = nil
    guard pending.revision == state.edits.history.current else {
      state.screen.message = StatusMessage(
        "the track was edited while \(analysis.name) was analysed: that analysis is dropped "
          + "(I runs it again)")
      return []
    }
    if let problem = analysis.problem {
      state.screen.message = StatusMessage(
        "no track from \(analysis.name): \(problem); the track is unchanged", kind: .error)
      return []
    }
    return replaceTrack(with: analysis, settings: settingsInForce(state).options, &state)
  }

  /// Replaces the track with `analysis`'s events as one undo step and records `settings` as
  /// those in force after it.
  static func replaceTrack(
    with analysis: SoundAnalysis, settings: ImportOptions, _ state: inout EditorState
  ) -> [Effect] {
    let current = state.track.pattern.events
    // The same track under other ids is the same track: no undo step, the file stays clean.
    if current.count == analysis.events.count,
      zip(current, analysis.events).allSatisfy({ old, new in
        var renamed = new
        renamed.id = old.id
        return renamed == old
      })
    {
      state.sound.analysis.settingsByRevision[state.edits.history.current] = settings
      state.screen.message = StatusMessage("the track already is what \(analysis.name) gives")
      return []
    }
    var next = state.track.nextEventID
    let events = numbered(analysis.events, from: &next)
    let all = Set(current.map(\.id))
    let effects = TrackReducer.commit(
      .replace(all, with: events, label: "track from \(analysis.name)"), &state, selecting: [])
    guard !effects.isEmpty else {
      state.screen.message = StatusMessage("the track already is what \(analysis.name) gives")
      return []
    }
    state.track.nextEventID = next
    state.sound.analysis.settingsByRevision[state.edits.history.current] = settings
    state.screen.message = StatusMessage(
      "track from \(analysis.name): \(TrackReducer.count(events.count)) (\(analysis.summary)); u undoes"
    )
    return effects
  }

  /// `events` with ids from `next` on (which moves past them).
  static func numbered(_ events: [TrackEvent], from next: inout Int) -> [TrackEvent] {
    events.map { event -> TrackEvent in
      var copy = event
      copy.id = EventID(next)
      next += 1
      return copy
    }
  }
}
