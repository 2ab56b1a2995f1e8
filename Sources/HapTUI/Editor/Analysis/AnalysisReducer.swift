import HapImport
import HapModel

/// The analysis panel's part of the reducer: opening it over the track, moving between its
/// fields, stepping and typing values (each change re-analyses the lane's sound on the worker
/// and previews the answer on the grid), keeping the preview as one undo step, or putting the
/// track back as it was.
enum AnalysisReducer {
  /// Runs one of the panel's commands.
  static func perform(_ command: Command, _ state: inout EditorState) -> [Effect] {
    if command == .analysisPanel { return open(&state) }
    guard var panel = state.screen.overlay?.analysisPanel else { return [] }
    var effects: [Effect] = []
    switch command {
    case .analysisUp, .analysisDown:
      let count = AnalysisField.all.count
      panel.row = (panel.row + (command == .analysisUp ? count - 1 : 1)) % count
      panel.typing = nil
      panel.refusal = nil
    case .analysisLess, .analysisMore:
      panel.typing = nil
      effects = change(
        to: panel.field.stepped(panel.options, up: command == .analysisMore), &panel, &state)
    case .analysisType:
      guard case .number = panel.field else {
        panel.refusal = "h and l switch \(panel.field.name) between magnitude and power"
        break
      }
      panel.typing = ""
      panel.refusal = nil
    case .analysisAccept:
      state.screen.overlay = .analysis(panel)
      return accept(&state)
    case .analysisCancel:
      return cancel(&state)
    default:
      return []
    }
    state.screen.overlay = .analysis(panel)
    return effects
  }

  /// `a`: opens the panel over the track with the settings in force, and analyses the sound
  /// with them at once (so the preview shows what `I` would make).
  static func open(_ state: inout EditorState) -> [Effect] {
    guard let sound = SoundReducer.analysableSound(&state) else { return [] }
    let settings = SoundReducer.settingsInForce(state)
    if let problem = settings.problem {
      state.screen.message = StatusMessage(problem, kind: .error)
      return []
    }
    var panel = AnalysisPanel(options: settings.options, original: state.track)
    panel.waiting = true
    state.screen.overlay = .analysis(panel)
    state.screen.message = StatusMessage(
      "analysis of \(sound.name): h/l change a field, Enter keeps the track, Esc puts it back")
    return [
      SoundReducer.requestAnalysis(of: sound, options: settings.options, forPanel: true, &state)
    ]
  }

  /// Takes new settings: refused in the field when they do not hold together, else analysed.
  static func change(
    to options: ImportOptions, _ panel: inout AnalysisPanel, _ state: inout EditorState
  ) -> [Effect] {
    if let problem = AnalysisSettingsText.problem(with: options) {
      panel.refusal = problem
      return []
    }
    panel.refusal = nil
    guard options != panel.options else { return [] }
    panel.options = options
    guard let sound = state.sound.lane?.sound else {
      panel.refusal = "the sound is no longer read; Esc closes the panel"
      return []
    }
    panel.waiting = true
    return [SoundReducer.requestAnalysis(of: sound, options: options, forPanel: true, &state)]
  }

  /// Typing into the focused field: digits, `.`, `-` and Backspace edit the text, Enter takes
  /// it (refused in the field, with the range, when it is not a value the option takes), Esc
  /// stops typing. A digit typed while not typing starts. `nil`: the key is not typing.
  static func type(_ key: Key, _ state: inout EditorState) -> [Effect]? {
    guard var panel = state.screen.overlay?.analysisPanel, case .number(let setting) = panel.field
    else { return nil }
    guard case .character(let character) = key else {
      guard let typed = panel.typing else { return nil }
      switch key {
      case .backspace:
        panel.typing = String(typed.dropLast())
        state.screen.overlay = .analysis(panel)
        return []
      case .escape:
        panel.typing = nil
        panel.refusal = nil
        state.screen.overlay = .analysis(panel)
        return []
      case .enter:
        guard let value = Double(typed), setting.accepts(value) else {
          panel.refusal = "\(setting.rawValue) must be \(panel.field.rangeText)"
          state.screen.overlay = .analysis(panel)
          return []
        }
        panel.typing = nil
        var options = panel.options
        setting.set(value, in: &options)
        let effects = change(to: options, &panel, &state)
        state.screen.overlay = .analysis(panel)
        return effects
      default:
        return nil
      }
    }
    guard character.isNumber || character == "." || character == "-" else { return nil }
    panel.typing = (panel.typing ?? "") + String(character)
    panel.refusal = nil
    state.screen.overlay = .analysis(panel)
    return []
  }

  /// An answer of the worker while the panel is open: the newest one becomes the preview on
  /// the grid (the track as it was, with the new events); a stale one is dropped; one that
  /// made no track keeps the preview before it and says why.
  static func answered(_ analysis: SoundAnalysis, _ state: inout EditorState) -> [Effect] {
    guard var panel = state.screen.overlay?.analysisPanel,
      let pending = state.sound.analysis.pending, pending.forPanel,
      pending.generation == analysis.generation, state.sound.lane?.path == analysis.path
    else { return [] }
    state.sound.analysis.pending = nil
    panel.waiting = false
    if let problem = analysis.problem {
      panel.problem = problem
      state.screen.overlay = .analysis(panel)
      return []
    }
    panel.problem = nil
    panel.summary = analysis.summary
    var next = panel.original.nextEventID
    let events = SoundReducer.numbered(analysis.events, from: &next)
    let firstPreview = panel.preview == nil
    panel.preview = events
    let all = Set(panel.original.pattern.events.map(\.id))
    let op = EditOp.replace(all, with: events, label: "track from \(analysis.name)")
    if let previewed = try? op.apply(to: panel.original.pattern) {
      state.track.pattern = previewed
      state.track.selection = []
      state.track.longestDuration = TrackState.longestDuration(in: previewed)
      // The first preview brings the whole new track into view; later ones keep the view.
      if firstPreview {
        state.track.viewport = Viewport.fitting(
          length: max(state.track.trackLength, state.sound.lane?.sound?.milliseconds ?? 0),
          width: state.gridGeometry.plot.width, cursor: state.track.cursorTime)
      }
    }
    state.screen.overlay = .analysis(panel)
    return [EditorReducer.requestAnalysis(&state)]
  }

  /// Enter: the preview becomes the track as one undo step, with the panel's settings in
  /// force (a save writes them as `analysis:`); refused while the newest analysis is not in.
  static func accept(_ state: inout EditorState) -> [Effect] {
    guard let panel = state.screen.overlay?.analysisPanel else { return [] }
    guard !panel.waiting, let preview = panel.preview, panel.problem == nil else {
      let why =
        panel.waiting
        ? "the analysis is still running: Enter again when the preview is in"
        : "no track to keep: \(panel.problem ?? "the analysis made none"); change a field or Esc"
      state.screen.message = StatusMessage(why, kind: .error)
      return []
    }
    let view = state.track.viewport
    restore(panel, &state)
    state.track.viewport = view
    state.screen.overlay = nil
    guard let lane = state.sound.lane else { return [] }
    let analysis = SoundAnalysis(
      path: lane.path, name: lane.name, events: preview, summary: panel.summary)
    return SoundReducer.replaceTrack(with: analysis, settings: panel.options, &state)
      + [EditorReducer.requestAnalysis(&state)]
  }

  /// Esc: the track exactly as it was when the panel opened; any analysis under way is
  /// dropped.
  static func cancel(_ state: inout EditorState) -> [Effect] {
    guard let panel = state.screen.overlay?.analysisPanel else { return [] }
    SoundReducer.cancelAnalysis(&state)
    restore(panel, &state)
    state.screen.overlay = nil
    state.screen.message = StatusMessage("analysis panel closed: the track is as it was")
    return [EditorReducer.requestAnalysis(&state)]
  }

  /// Puts back the track, selection and ids the panel opened over.
  static func restore(_ panel: AnalysisPanel, _ state: inout EditorState) {
    state.track.pattern = panel.original.pattern
    state.track.selection = panel.original.selection
    state.track.nextEventID = panel.original.nextEventID
    state.track.longestDuration = panel.original.longestDuration
    state.track.viewport = panel.original.viewport
  }
}
