import HapModel
import HapRender

extension EditorReducer {
  static func choosePlatform(_ command: Command, _ state: inout EditorState) -> [Effect] {
    let platforms = Platform.allCases
    switch command {
    case .nextPlatform, .previousPlatform:
      state.panel.focused = cycle(
        platforms, from: state.panel.focused, forward: command == .nextPlatform)
      state.panel.artifactScroll = 0
      state.panel.artifactColumn = 0
      // What Space plays follows what the screen shows: the previewed rendition's lane.
      state.panel.feelsPlatform = true
      state.message = StatusMessage(
        "previewing \(describe(playTarget(state))): Space plays it (f: the track)")
      // Only the previewed platform's artefact is printed: the new one needs its own.
      return [requestAnalysis(&state)]
    case .nextProfile:
      let platform = state.panel.focused
      let names = state.catalog.profiles(for: platform).map(\.name)
      guard names.count > 1, let current = state.profile(for: platform) else {
        state.message = StatusMessage("\(platform.displayName) has one profile")
        return []
      }
      let next = cycle(names, from: current, forward: true)
      state.panel.profiles[platform] = next
      state.panel.feelsPlatform = true
      state.panel.artifactScroll = 0
      state.panel.artifactColumn = 0
      let summary = state.catalog.profiles(for: platform).first { $0.name == next }?.summary ?? ""
      state.message = StatusMessage(
        "\(platform.displayName) profile \(next)\(summary.isEmpty ? "" : ": \(summary)")")
      return [requestAnalysis(&state)]
    case .toggleReduced:
      state.panel.settings.reduced.toggle()
      state.message = StatusMessage(
        state.panel.settings.reduced
          ? "reduced feedback on: fallbacks.reduced renders" : "reduced feedback off")
      return [requestAnalysis(&state)]
    case .toggleHapticsOff:
      state.panel.settings.hapticsOff.toggle()
      state.message = StatusMessage(
        state.panel.settings.hapticsOff
          ? "system haptics off: every platform is silent" : "system haptics on")
      return [requestAnalysis(&state)]
    case .toggleFeel:
      state.panel.feelsPlatform.toggle()
      state.message = StatusMessage("Space plays \(describe(playTarget(state)))")
      return []
    default:
      return []
    }
  }

  static func focus(_ command: Command, _ state: inout EditorState) {
    let pane: Pane =
      switch command {
      case .focusInspector: .inspector
      case .focusPlatforms: .platforms
      case .focusArtifact: .artifact
      case .focusProblems: .problems
      default: .grid
      }
    state.focus = pane
    if pane != .grid { state.lowerTab = pane }
    if pane == .problems { describeProblem(&state) }
  }

  /// Puts the focused problem in the status line whole: the list cuts long messages.
  static func describeProblem(_ state: inout EditorState) {
    let diagnostics = state.diagnostics
    guard diagnostics.indices.contains(state.problemRow) else { return }
    let problem = diagnostics[state.problemRow]
    let place = problem.line > 0 ? " \(problem.line):\(problem.column)" : ""
    state.message = StatusMessage(
      "\(problem.code)\(place) \(problem.message)",
      kind: problem.severity == .error ? .error : .info)
  }

  static func scroll(_ command: Command, _ state: inout EditorState) {
    let page = max((state.layout.rect(of: state.focus)?.height ?? 10) - 3, 1)
    let delta: Int =
      switch command {
      case .scrollUp: -1
      case .scrollDown: 1
      case .scrollPageUp: -page
      default: page
      }
    if case .help(let offset) = state.overlay {
      state.overlay = .help(scroll: max(offset + delta, 0))
      return
    }
    switch state.focus {
    case .artifact:
      let lines =
        focusedColumn(state).map(ArtifactLayout.lineCount) ?? 0
      let visible = (state.layout.artifact?.height ?? 1) - 1
      let top = min(state.panel.artifactScroll, max(lines - visible, 0))
      state.panel.artifactScroll = min(max(top + delta, 0), max(lines - visible, 0))
    case .platforms:
      state.panel.columnScroll = max(state.panel.columnScroll + delta, 0)
    case .problems:
      scrollProblems(by: delta, &state)
    default:
      break
    }
  }

  /// Moves through the problems list: a line at a time inside a problem taller than the pane,
  /// else to the next or previous problem.
  static func scrollProblems(by delta: Int, _ state: inout EditorState) {
    let count = state.diagnostics.count
    guard count > 0 else { return }
    if let rect = state.layout.problems, delta == 1 || delta == -1 {
      let rows = rect.height - 1
      let view = ProblemsLayout.view(
        of: state.diagnostics, width: rect.width, rows: rows, focused: true,
        row: state.problemRow, line: state.problemLine, glyphs: .unicode)
      let inner = ProblemsLayout.innerScroll(of: view, row: state.problemRow, rows: rows)
      let line = min(state.problemLine, inner) + delta
      if inner > 0, (0...inner).contains(line) {
        state.problemLine = line
        return
      }
    }
    let row = min(max(state.problemRow + delta, 0), count - 1)
    if row != state.problemRow { state.problemLine = 0 }
    state.problemRow = row
    describeProblem(&state)
  }

  /// Scrolls the artefact pane sideways: half its text width a step, or to either end. The
  /// scroll stops where the widest line in view ends.
  static func scrollSideways(_ command: Command, _ state: inout EditorState) {
    guard state.focus == .artifact, let column = focusedColumn(state),
      let pane = state.layout.artifact
    else { return }
    let (_, body) = pane.splitTop(1)
    let view = ArtifactLayout.view(
      of: column, in: body, scroll: state.panel.artifactScroll, left: state.panel.artifactColumn)
    let step = max(view.textWidth / 2, 1)
    let left: Int =
      switch command {
      case .scrollLeft: view.left - step
      case .scrollRight: view.left + step
      case .scrollLineStart: 0
      default: view.maxLeft
      }
    state.panel.artifactColumn = min(max(left, 0), view.maxLeft)
    if view.maxLeft == 0, command == .scrollRight || command == .scrollLineEnd {
      state.message = StatusMessage("the lines in view fit the pane: nothing to the right")
    }
  }

  /// The analysis column of the previewed platform, when an analysis has arrived.
  static func focusedColumn(_ state: EditorState) -> PlatformColumn? {
    state.analysis?.platforms.first { $0.platform == state.panel.focused }
  }

  static func jumpToProblem(_ state: inout EditorState) {
    let diagnostics = state.diagnostics
    guard diagnostics.indices.contains(state.problemRow) else { return }
    guard let id = diagnostics[state.problemRow].eventID,
      let event = state.pattern.events.first(where: { $0.id == id })
    else {
      describeProblem(&state)
      if let text = state.message?.text {
        state.message?.text = "about the pattern, not one event: " + text
      }
      return
    }
    state.focus = .grid
    focusOn(event, &state)
  }
}
