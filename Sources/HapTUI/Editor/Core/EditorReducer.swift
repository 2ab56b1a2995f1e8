import HapModel
import HapRender

/// The editor's pure core: `reduce(&state, action)` changes the state and returns the effects
/// for the runtime to carry out. No terminal, file or clock is touched here.
public enum EditorReducer {
  /// The effects to run when the editor opens: analyse the pattern.
  public static func start(_ state: inout EditorState) -> [Effect] {
    [requestAnalysis(&state)] + SoundReducer.loadSound(state) + SoundReducer.followLane(&state)
  }

  /// Applies one action.
  public static func reduce(_ state: inout EditorState, _ action: Action) -> [Effect] {
    let shown = state.screen.message
    let effects = apply(action, &state)
    state.track.refreshPrimaryHint()
    // What the status line says after the action goes to `:messages` when it is new (D155).
    if let message = state.screen.message, message != shown {
      state.screen.messageLog.record(message)
    }
    // The sound card follows the lane's sound, whatever changed it.
    return effects + SoundReducer.followLane(&state)
  }

  static func apply(_ action: Action, _ state: inout EditorState) -> [Effect] {
    switch action {
    case .key(let key):
      return handle(key, &state)
    case .perform(let command):
      return perform(command, &state)
    case .mouse(let mouse):
      return handle(mouse, &state)
    case .resize(let size):
      state.screen.size = size
      TrackReducer.ensureCursorVisible(&state)
      return []
    case .tick(let generation, let elapsed):
      return PlaybackReducer.tick(generation: generation, elapsed: elapsed, &state)
    case .playbackEnded(let generation):
      guard generation == state.playback.generation, state.playback.isPlaying else { return [] }
      if state.playback.loops { return PlaybackReducer.endOfPass(&state) }
      return PlaybackReducer.finishPlayback(&state, message: PlaybackReducer.finishedMessage(state))
    case .playbackFailed(let generation, let message):
      guard generation == state.playback.generation, state.playback.isPlaying else { return [] }
      return PlaybackReducer.finishPlayback(&state, message: StatusMessage(message, kind: .error))
    case .soundCardOpened(let card):
      SoundReducer.soundCardOpened(card, &state)
      return []
    case .soundFailed(let generation, let message):
      return SoundReducer.soundFailed(generation: generation, message: message, &state)
    case .targetsFound(let targets):
      return AuditionReducer.found(targets, &state)
    case .auditionStarted(let generation, let summary):
      return AuditionReducer.started(generation: generation, summary: summary, &state)
    case .chooseTarget(let name):
      return AuditionReducer.request(name, &state)
    case .auditionStopFailed(let message):
      state.screen.message = StatusMessage(message, kind: .error)
      return []
    case .deviceChanged(let name):
      state.playback.deviceName = name
      state.screen.message = StatusMessage(
        name.map { "device attached: \($0)" } ?? "device removed: nothing attached")
      return []
    case .refreshAnalysis:
      return [requestAnalysis(&state)]
    case .analyzed(let analysis):
      // The checks of a file drawn before it was checked stand whatever the key.
      if let check = analysis.check { return FileReducer.checked(check, &state) }
      guard analysis.key == state.analysis.key else { return [] }
      // An early answer keeps the columns it still awaits from the analysis on screen (D374).
      state.analysis.latest = analysis.filled(from: state.analysis.latest)
      // Undo leaves the bound above the truth when a long event leaves: made exact here, once
      // per analysis, off the keystroke's path.
      state.track.longestDuration = TrackState.longestDuration(in: state.track.pattern)
      state.problems.row = min(state.problems.row, max(analysis.diagnostics.count - 1, 0))
      return []
    case .saveFinished(let outcome):
      return FileReducer.saveFinished(outcome, &state)
    case .savedAs, .saveAsTargetChecked, .importTargetChecked, .reloaded, .diskUnchanged,
      .diskConflict, .diffReady,
      .fileProblem:
      return FileReducer.diskAnswer(action, &state)
    case .soundLoaded(let path, let status):
      return SoundReducer.soundLoaded(path: path, status: status, &state)
    case .soundAnalyzed(let analysis):
      if case .analysis = state.screen.overlay {
        return AnalysisReducer.answered(analysis, &state)
      }
      return SoundReducer.soundAnalyzed(analysis, &state)
    case .attachAudio(let name):
      return SoundReducer.attachAudio(name, &state)
    case .soundChecked(let name, let problem):
      return InspectorReducer.soundChecked(name, problem: problem, &state)
    }
  }

  /// Turns a key into a command through the key tables, or into text for a field being typed.
  static func handle(_ key: Key, _ state: inout EditorState) -> [Effect] {
    if state.inspector.fieldEditor != nil, state.screen.overlay == nil {
      return InspectorReducer.editText(key, &state)
    }
    if case .saveElsewhere(let dialog) = state.screen.overlay,
      let effects = FileReducer.editSavePath(key, dialog, &state)
    {
      return effects
    }
    if case .prompt = state.screen.overlay, typePrompt(key, &state) { return [] }
    if case .analysis = state.screen.overlay, let effects = AnalysisReducer.type(key, &state) {
      return effects
    }
    if state.isReadOnly, state.screen.overlay == nil,
      let command = KeyMap.standard.table(.readOnly).command(for: key)
    {
      return perform(command, &state)
    }
    guard let command = KeyMap.standard.command(for: key, in: state.keyContext) else {
      if state.edits.memory.choosingPane {
        state.edits.memory.choosingPane = false
        state.screen.message = StatusMessage(
          "Ctrl-W then \(key.name) chooses no pane: 1-5 or w", kind: .error)
      } else if state.screen.overlay == nil {
        state.screen.message = StatusMessage(
          "\(key.name) does nothing here; ? shows the keys", kind: .error)
      } else if state.screen.overlay == .confirmQuit {
        state.screen.message = StatusMessage(
          "\(key.name) keeps the edits: d discards them and quits, w saves and quits", kind: .error)
      }
      return []
    }
    if countsDigit(key, command, &state) { return [] }
    return perform(command, &state)
  }

  /// The undo run a command belongs to: repeated nudges of one kind make one undo step.
  static func runKey(_ command: Command, _ state: EditorState) -> String? {
    switch command {
    case .fieldPreviousValue, .fieldNextValue: "field-\(state.focusedField.rawValue)"
    // One run per direction: `H H L` is two steps, so undo takes back the last direction.
    case .dragLeft: "drag-left"
    case .dragRight: "drag-right"
    case .dragUp: "drag-up"
    case .dragDown: "drag-down"
    case .shorten, .lengthen: "retime"
    case .sharpnessUp, .sharpnessDown: "sharpness"
    default: nil
    }
  }

  /// Runs a command.
  public static func perform(_ command: Command, _ state: inout EditorState) -> [Effect] {
    let run = runKey(command, state)
    if run != state.edits.lastRunKey || run == nil { state.edits.history.endRun() }
    state.edits.lastRunKey = run
    state.screen.message = nil
    // A count lasts for the one command after it; Ctrl-W for the one key after it.
    defer { if command != .count { state.edits.memory.count = nil } }
    if command != .choosePane { state.edits.memory.choosingPane = false }
    // `W`'s question is answered by the very next command only.
    if command != .deriveWeb { state.edits.pendingWeb = nil }
    switch command {
    case .cursorLeft, .cursorRight, .cursorUp, .cursorDown, .cursorStart, .cursorEnd, .pageLeft,
      .pageRight, .zoomIn, .zoomOut, .zoomFit, .cycleSnap:
      TrackReducer.navigate(command, &state)
      TrackReducer.extendRange(&state)
      return []
    case .selectNext, .selectPrevious, .selectAtCursor, .selectAll, .clearSelection:
      TrackReducer.select(command, &state)
      if command == .clearSelection { state.edits.memory.rangeAnchor = nil }
      return []
    case .addTransient, .addContinuous, .dragLeft, .dragRight, .dragUp, .dragDown, .shorten,
      .lengthen, .sharpnessDown, .sharpnessUp, .cycleCurve, .deleteSelection, .snapSelection,
      .deriveWeb:
      return TrackReducer.edit(command, &state)
    case .trackFromSound:
      return SoundReducer.trackFromSound(&state)
    case .analysisPanel, .analysisUp, .analysisDown, .analysisLess, .analysisMore, .analysisType,
      .analysisAccept, .analysisCancel:
      return AnalysisReducer.perform(command, &state)
    case .undo, .redo:
      return TrackReducer.undoOrRedo(command == .undo, &state)
    case .copy, .paste, .pasteBefore, .duplicate:
      return TrackReducer.clipboard(command, &state)
    case .selectRange, .zoomSelection, .goToTime:
      return TrackReducer.range(command, &state)
    case .fadeIn, .fadeOut, .cycleFadeStep:
      return TrackReducer.shape(command, &state)
    case .setIntensity, .setSharpness, .scaleIntensity, .normalize, .stretch, .reverse,
      .insertTime, .deleteTime, .trimSilence, .simplify, .envelope:
      return TrackReducer.reshape(command, argument: nil, &state)
    case .playFromCursor, .loop:
      return PlaybackReducer.playFrom(command, &state)
    case .saveAs, .editInEditor, .reload, .showDiff, .renameID, .keepID, .answer, .replaceImport:
      return FileReducer.disk(command, &state)
    case .editField, .fieldUp, .fieldDown, .fieldPreviousValue, .fieldNextValue, .fieldClear,
      .fieldStartEdit:
      return InspectorReducer.inspect(command, &state)
    case .nextPlatform, .previousPlatform, .nextProfile, .toggleReduced, .toggleHapticsOff,
      .toggleFeel:
      return PanelReducer.choosePlatform(command, &state)
    case .playStop:
      return PlaybackReducer.playOrStop(&state)
    case .pickTarget:
      return AuditionReducer.pick(&state)
    case .rescanTargets:
      return AuditionReducer.rescan(&state)
    case .cycleLoopGap:
      return PlaybackReducer.cycleLoopGap(&state)
    case .toggleTrackVoice:
      return AuditionReducer.toggleTrackVoice(&state)
    case .toggleSound:
      return SoundReducer.toggleSound(&state)
    case .focusGrid, .focusInspector, .focusPlatforms, .focusArtifact, .focusProblems:
      PanelReducer.focus(command, &state)
      return []
    case .count, .choosePane, .focusNextPane, .cancelPane:
      prefix(command, &state)
      return []
    case .scrollUp, .scrollDown, .scrollPageUp, .scrollPageDown:
      if case .diff(let diff) = state.screen.overlay {
        FileReducer.scrollDiff(command, diff, &state)
        return []
      }
      if case .messages(let scroll) = state.screen.overlay {
        scrollMessages(command, from: scroll, &state)
        return []
      }
      PanelReducer.scroll(command, &state)
      return []
    case .scrollLeft, .scrollRight, .scrollLineStart, .scrollLineEnd:
      PanelReducer.scrollSideways(command, &state)
      return []
    case .scrollTop, .scrollEnd, .scrollReport:
      PanelReducer.scrollArtifact(to: command, &state)
      return []
    case .jumpToProblem:
      ProblemsReducer.jumpToProblem(&state)
      return []
    case .help:
      state.screen.overlay = .help(scroll: 0)
      return []
    case .showMessages:
      openMessages(&state)
      return []
    case .closeOverlay:
      if state.screen.overlay != nil {
        state.screen.overlay = nil
      } else {
        state.screen.focus = .grid
      }
      return []
    case .toggleTheme:
      state.screen.monochrome.toggle()
      state.screen.message = StatusMessage(
        state.screen.monochrome ? "monochrome: sharpness as ░▒▓█" : "colour")
      return [.redraw]
    case .redraw:
      return [.redraw]
    case .suspend:
      // A stopped process would leave the motors and the sound card playing what they last
      // got: playback stops before the terminal is given back.
      let stopping = FileReducer.stopEffects(state)
      if stopping.isEmpty { return [.suspend] }
      FileReducer.stopPlayback(&state)
      state.screen.message = StatusMessage("stopped")
      return stopping + [.suspend]
    case .save, .quit, .confirmSaveQuit, .confirmDiscardQuit, .confirmOverwrite, .restoreRecovery,
      .discardRecovery, .quitKeepingRecovery, .repair, .saveElsewhere:
      // The diff screen offers the overwrite the dialog behind it asked about.
      if command == .confirmOverwrite, case .diff = state.screen.overlay {
        state.screen.overlay = .confirmOverwrite(thenQuit: false)
      }
      return FileReducer.file(command, &state)
    case .listUp, .listDown, .listStart, .listEnd, .openPattern, .newPattern, .startFilter,
      .clearFilter:
      // Browser commands; the editor's tables never bind them.
      return []
    }
  }

  /// Asks for a fresh analysis of the pattern with the panel's profiles and settings.
  static func requestAnalysis(_ state: inout EditorState) -> Effect {
    state.analysis.key += 1
    var profiles: [Platform: String] = [:]
    for platform in Platform.allCases {
      if let profile = state.profile(for: platform) { profiles[platform] = profile }
    }
    var request = AnalysisRequest(
      key: state.analysis.key, pattern: state.track.pattern, title: state.document.title,
      profiles: profiles,
      settings: state.panel.settings, artifactFor: state.panel.focused,
      learnt: state.panel.catalog.learnt)
    request.frontmatter = state.frontmatterEdits
    return .analyze(request)
  }
}
