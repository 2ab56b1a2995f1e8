import HapModel
import HapRender

/// The editor's pure core: `reduce(&state, action)` changes the state and returns the effects
/// for the runtime to carry out. No terminal, file or clock is touched here.
public enum EditorReducer {
  /// The effects to run when the editor opens: analyse the pattern.
  public static func start(_ state: inout EditorState) -> [Effect] {
    [requestAnalysis(&state)] + loadSound(state)
  }

  /// Applies one action.
  public static func reduce(_ state: inout EditorState, _ action: Action) -> [Effect] {
    let effects = apply(action, &state)
    state.refreshPrimaryHint()
    return effects
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
      state.size = size
      ensureCursorVisible(&state)
      return []
    case .tick(let generation, let elapsed):
      return tick(generation: generation, elapsed: elapsed, &state)
    case .playbackEnded(let generation):
      guard generation == state.playback.generation, state.playback.isPlaying else { return [] }
      if state.playback.loops { return restartLoop(&state) }
      return finishPlayback(&state, message: finishedMessage(state))
    case .playbackFailed(let generation, let message):
      guard generation == state.playback.generation, state.playback.isPlaying else { return [] }
      return finishPlayback(&state, message: StatusMessage(message, kind: .error))
    case .soundCardOpened(let card):
      soundCardOpened(card, &state)
      return []
    case .soundFailed(let generation, let message):
      return soundFailed(generation: generation, message: message, &state)
    case .deviceChanged(let name):
      state.playback.deviceName = name
      state.message = StatusMessage(
        name.map { "device attached: \($0)" } ?? "device removed: nothing attached")
      return []
    case .analyzed(let analysis):
      guard analysis.key == state.analysisKey else { return [] }
      state.analysis = analysis
      state.problemRow = min(state.problemRow, max(analysis.diagnostics.count - 1, 0))
      return []
    case .saveFinished(let outcome):
      return saveFinished(outcome, &state)
    case .savedAs, .reloaded, .diskUnchanged, .diskConflict, .diffReady, .fileProblem:
      return diskAnswer(action, &state)
    case .soundLoaded(let path, let status):
      return soundLoaded(path: path, status: status, &state)
    case .soundAnalyzed(let analysis):
      return soundAnalyzed(analysis, &state)
    case .attachAudio(let name):
      return attachAudio(name, &state)
    case .audioMoved(let name):
      return audioMoved(name, &state)
    }
  }

  /// Turns a key into a command through the key tables, or into text for a field being typed.
  static func handle(_ key: Key, _ state: inout EditorState) -> [Effect] {
    if state.fieldEditor != nil, state.overlay == nil {
      return editText(key, &state)
    }
    if case .saveElsewhere(let dialog) = state.overlay,
      let effects = editSavePath(key, dialog, &state)
    {
      return effects
    }
    if case .prompt = state.overlay, typePrompt(key, &state) { return [] }
    if state.isReadOnly, state.overlay == nil,
      let command = KeyMap.standard.table(.readOnly).command(for: key)
    {
      return perform(command, &state)
    }
    guard let command = KeyMap.standard.command(for: key, in: state.keyContext) else {
      if state.memory.choosingPane {
        state.memory.choosingPane = false
        state.message = StatusMessage(
          "Ctrl-W then \(key.name) chooses no pane: 1-5 or w", kind: .error)
      } else if state.overlay == nil {
        state.message = StatusMessage(
          "\(key.name) does nothing here; ? shows the keys", kind: .error)
      } else if state.overlay == .confirmQuit {
        state.message = StatusMessage(
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
    if run != state.lastRunKey || run == nil { state.history.endRun() }
    state.lastRunKey = run
    state.message = nil
    // A count lasts for the one command after it; Ctrl-W for the one key after it.
    defer { if command != .count { state.memory.count = nil } }
    if command != .choosePane { state.memory.choosingPane = false }
    switch command {
    case .cursorLeft, .cursorRight, .cursorUp, .cursorDown, .cursorStart, .cursorEnd, .pageLeft,
      .pageRight, .zoomIn, .zoomOut, .zoomFit, .cycleSnap:
      navigate(command, &state)
      extendRange(&state)
      return []
    case .selectNext, .selectPrevious, .selectAtCursor, .selectAll, .clearSelection:
      select(command, &state)
      if command == .clearSelection { state.memory.rangeAnchor = nil }
      return []
    case .addTransient, .addContinuous, .dragLeft, .dragRight, .dragUp, .dragDown, .shorten,
      .lengthen, .sharpnessDown, .sharpnessUp, .cycleCurve, .deleteSelection, .snapSelection,
      .deriveWeb:
      return edit(command, &state)
    case .trackFromSound:
      return trackFromSound(&state)
    case .undo, .redo:
      return undoOrRedo(command == .undo, &state)
    case .copy, .paste, .pasteBefore, .duplicate:
      return clipboard(command, &state)
    case .selectRange, .zoomSelection, .goToTime:
      return range(command, &state)
    case .fadeIn, .fadeOut, .cycleFadeStep:
      return shape(command, &state)
    case .playFromCursor, .loop:
      return playFrom(command, &state)
    case .saveAs, .editInEditor, .reload, .showDiff, .renameID, .keepID, .answer:
      return disk(command, &state)
    case .editField, .fieldUp, .fieldDown, .fieldPreviousValue, .fieldNextValue, .fieldClear,
      .fieldStartEdit:
      return inspect(command, &state)
    case .nextPlatform, .previousPlatform, .nextProfile, .toggleReduced, .toggleHapticsOff,
      .toggleFeel:
      return choosePlatform(command, &state)
    case .playStop:
      return playOrStop(&state)
    case .toggleSound:
      return toggleSound(&state)
    case .focusGrid, .focusInspector, .focusPlatforms, .focusArtifact, .focusProblems:
      focus(command, &state)
      return []
    case .count, .choosePane, .focusNextPane, .cancelPane:
      prefix(command, &state)
      return []
    case .scrollUp, .scrollDown, .scrollPageUp, .scrollPageDown:
      if case .diff(let diff) = state.overlay {
        scrollDiff(command, diff, &state)
        return []
      }
      scroll(command, &state)
      return []
    case .scrollLeft, .scrollRight, .scrollLineStart, .scrollLineEnd:
      scrollSideways(command, &state)
      return []
    case .jumpToProblem:
      jumpToProblem(&state)
      return []
    case .help:
      state.overlay = .help(scroll: 0)
      return []
    case .closeOverlay:
      if state.overlay != nil {
        state.overlay = nil
      } else {
        state.focus = .grid
      }
      return []
    case .toggleTheme:
      state.monochrome.toggle()
      state.message = StatusMessage(state.monochrome ? "monochrome: sharpness as ░▒▓█" : "colour")
      return [.redraw]
    case .redraw:
      return [.redraw]
    case .suspend:
      // A stopped process would leave the motors and the sound card playing what they last
      // got: playback stops before the terminal is given back.
      let stopping = stopEffects(state)
      if stopping.isEmpty { return [.suspend] }
      stopPlayback(&state)
      state.message = StatusMessage("stopped")
      return stopping + [.suspend]
    case .save, .quit, .confirmSaveQuit, .confirmDiscardQuit, .confirmOverwrite, .restoreRecovery,
      .discardRecovery, .repair, .saveElsewhere:
      // The diff screen offers the overwrite the dialog behind it asked about.
      if command == .confirmOverwrite, case .diff = state.overlay {
        state.overlay = .confirmOverwrite(thenQuit: false)
      }
      return file(command, &state)
    case .listUp, .listDown, .listStart, .listEnd, .openPattern, .newPattern, .startFilter,
      .clearFilter:
      // Browser commands; the editor's tables never bind them.
      return []
    }
  }

  /// Asks for a fresh analysis of the pattern with the panel's profiles and settings.
  static func requestAnalysis(_ state: inout EditorState) -> Effect {
    state.analysisKey += 1
    var profiles: [Platform: String] = [:]
    for platform in Platform.allCases {
      if let profile = state.profile(for: platform) { profiles[platform] = profile }
    }
    return .analyze(
      AnalysisRequest(
        key: state.analysisKey, pattern: state.pattern, title: state.document.title,
        profiles: profiles,
        settings: state.panel.settings, artifactFor: state.panel.focused))
  }
}
