import HapModel

extension EditorReducer {
  /// `I`: asks for the attached sound to be analysed into a track (the runtime answers with
  /// `soundAnalyzed`); only when a sound is attached and read.
  static func trackFromSound(_ state: inout EditorState) -> [Effect] {
    guard !state.isReadOnly else {
      state.message = StatusMessage(readOnlyMessage(state), kind: .error)
      return []
    }
    guard let lane = state.sound else {
      state.message = StatusMessage(
        "no sound attached: attach one first (the inspector's audio row, or haptui edit --audio)",
        kind: .error)
      return []
    }
    guard lane.sound != nil else {
      let why: String
      switch lane.status {
      case .failed(let problem): why = problem
      default: why = "it is still being read; try again in a moment"
      }
      state.message = StatusMessage("\(lane.name) cannot be analysed: \(why)", kind: .error)
      return []
    }
    state.message = StatusMessage("analysing \(lane.name)…")
    return [.analyzeSound(name: lane.name, path: lane.path)]
  }

  /// Replaces the track with the analysed one, as one undo step (the sound still attached and
  /// the same), or says why there is none.
  static func soundAnalyzed(_ analysis: SoundAnalysis, _ state: inout EditorState) -> [Effect] {
    guard state.sound?.path == analysis.path else { return [] }
    if let problem = analysis.problem {
      state.message = StatusMessage(
        "no track from \(analysis.name): \(problem); the track is unchanged", kind: .error)
      return []
    }
    var next = state.nextEventID
    let events = analysis.events.map { event -> TrackEvent in
      var copy = event
      copy.id = EventID(next)
      next += 1
      return copy
    }
    let all = Set(state.pattern.events.map(\.id))
    let effects = commit(
      .replace(all, with: events, label: "track from \(analysis.name)"), &state, selecting: [])
    guard !effects.isEmpty else {
      state.message = StatusMessage("the track already is what \(analysis.name) gives")
      return []
    }
    state.nextEventID = next
    state.message = StatusMessage(
      "track from \(analysis.name): \(count(events.count)) (\(analysis.summary)); u undoes")
    return effects
  }
}
