extension EditorReducer {
  /// The largest count a prefix takes (more digits are ignored): about 100 s in milliseconds.
  static let countLimit = 99_999

  /// Adds a digit typed in the grid to the count, as vim does: `1`–`9` start one, and `0`
  /// continues one (alone it is still `cursor-start`). Returns whether the key was taken.
  static func countsDigit(_ key: Key, _ command: Command, _ state: inout EditorState) -> Bool {
    guard case .character(let character) = key, let digit = character.wholeNumberValue else {
      return false
    }
    let continues = command == .cursorStart && state.edits.memory.count != nil
    guard command == .count || continues else { return false }
    state.edits.history.endRun()
    state.edits.lastRunKey = nil
    let count = (state.edits.memory.count ?? 0) * 10 + digit
    state.edits.memory.count = min(count, countLimit)
    // Someone used to the old focus keys reads here how to reach the pane they meant.
    let pane = (1...5).contains(count) ? " (Ctrl-W \(count) focuses pane \(count))" : ""
    state.screen.message = StatusMessage(
      "count \(count): HJKL <> [] nudge by it (ms, hundredths), hjkl move that often\(pane)")
    return true
  }

  /// The count typed before the command being run, if any.
  static func pendingCount(_ state: EditorState) -> Int? {
    state.edits.memory.count
  }

  /// `count` run without its digit (a script), `choose-pane`, `focus-next-pane` and
  /// `cancel-pane`.
  static func prefix(_ command: Command, _ state: inout EditorState) {
    switch command {
    case .choosePane:
      state.edits.memory.choosingPane = true
      state.screen.message = StatusMessage(
        "pane: 1 grid, 2 inspector, 3 platforms, 4 artefact, 5 problems, w the next")
    case .focusNextPane:
      let panes = Pane.allCases
      let next = panes[((panes.firstIndex(of: state.screen.focus) ?? 0) + 1) % panes.count]
      PanelReducer.focus(focusCommand(next), &state)
    case .cancelPane:
      state.screen.message = StatusMessage("no pane chosen")
    default:
      state.screen.message = StatusMessage("type the count's digits in the grid, then the command")
    }
  }

  /// The focus command for a pane.
  static func focusCommand(_ pane: Pane) -> Command {
    switch pane {
    case .grid: .focusGrid
    case .inspector: .focusInspector
    case .platforms: .focusPlatforms
    case .artifact: .focusArtifact
    case .problems: .focusProblems
    }
  }
}
