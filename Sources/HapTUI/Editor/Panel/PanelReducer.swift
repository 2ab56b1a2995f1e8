import HapModel
import HapRender

/// The platform panel's part of the reducer: choosing the previewed platform and profile,
/// the render settings, focusing panes and scrolling them.
enum PanelReducer {
  static func choosePlatform(_ command: Command, _ state: inout EditorState) -> [Effect] {
    let platforms = Platform.allCases
    switch command {
    case .nextPlatform, .previousPlatform:
      state.panel.focused = InspectorReducer.cycle(
        platforms, from: state.panel.focused, forward: command == .nextPlatform)
      state.panel.artifactScroll = 0
      state.panel.artifactColumn = 0
      // What Space plays follows what the screen shows: the previewed rendition's lane.
      state.panel.feelsPlatform = true
      state.screen.message = StatusMessage(
        "previewing \(PlaybackReducer.describe(state.playTarget)): Space plays it (f: the track)")
      // Only the previewed platform's artefact is printed: the new one needs its own.
      return [EditorReducer.requestAnalysis(&state)]
    case .nextProfile:
      let platform = state.panel.focused
      let names = state.panel.catalog.profiles(for: platform).map(\.name)
      guard names.count > 1, let current = state.profile(for: platform) else {
        state.screen.message = StatusMessage("\(platform.displayName) has one profile")
        return []
      }
      let next = InspectorReducer.cycle(names, from: current, forward: true)
      state.panel.profiles[platform] = next
      state.panel.feelsPlatform = true
      state.panel.artifactScroll = 0
      state.panel.artifactColumn = 0
      let summary =
        state.panel.catalog.profiles(for: platform).first { $0.name == next }?.summary ?? ""
      state.screen.message = StatusMessage(
        "\(platform.displayName) profile \(next)\(summary.isEmpty ? "" : ": \(summary)")")
      return [EditorReducer.requestAnalysis(&state)]
    case .toggleReduced:
      state.panel.settings.reduced.toggle()
      state.screen.message = StatusMessage(
        state.panel.settings.reduced
          ? "reduced feedback on: fallbacks.reduced renders" : "reduced feedback off")
      return [EditorReducer.requestAnalysis(&state)]
    case .toggleHapticsOff:
      state.panel.settings.hapticsOff.toggle()
      state.screen.message = StatusMessage(
        state.panel.settings.hapticsOff
          ? "system haptics off: every platform is silent" : "system haptics on")
      return [EditorReducer.requestAnalysis(&state)]
    case .toggleFeel:
      state.panel.feelsPlatform.toggle()
      state.screen.message = StatusMessage(
        "Space plays \(PlaybackReducer.describe(state.playTarget))")
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
    state.screen.focus = pane
    if pane != .grid { state.screen.lowerTab = pane }
    if pane == .problems { ProblemsReducer.describeProblem(&state) }
  }

  static func scroll(_ command: Command, _ state: inout EditorState) {
    let page = max((state.layout.rect(of: state.screen.focus)?.height ?? 10) - 3, 1)
    let delta: Int =
      switch command {
      case .scrollUp: -1
      case .scrollDown: 1
      case .scrollPageUp: -page
      default: page
      }
    if case .help(let offset) = state.screen.overlay {
      state.screen.overlay = .help(scroll: max(offset + delta, 0))
      return
    }
    switch state.screen.focus {
    case .artifact:
      let lines =
        state.focusedColumn.map(ArtifactLayout.lineCount) ?? 0
      let visible = (state.layout.artifact?.height ?? 1) - 1
      let top = min(state.panel.artifactScroll, max(lines - visible, 0))
      state.panel.artifactScroll = min(max(top + delta, 0), max(lines - visible, 0))
    case .platforms:
      state.panel.columnScroll = max(state.panel.columnScroll + delta, 0)
    case .problems:
      ProblemsReducer.scrollProblems(by: delta, &state)
    default:
      break
    }
  }

  /// Scrolls the artefact pane to its first line, its last page, or the report's heading: a
  /// long track's AHAP runs to a million lines, and its report follows it.
  static func scrollArtifact(to command: Command, _ state: inout EditorState) {
    guard state.screen.focus == .artifact, let column = state.focusedColumn else { return }
    let visible = (state.layout.artifact?.height ?? 1) - 1
    let last = max(ArtifactLayout.lineCount(of: column) - visible, 0)
    let top: Int =
      switch command {
      case .scrollTop: 0
      // The heading follows the artefact and a blank line.
      case .scrollReport: column.artifactLineCount + 1
      default: last
      }
    state.panel.artifactScroll = min(top, last)
  }

  /// Scrolls the artefact pane sideways: half its text width a step, or to either end. The
  /// scroll stops where the widest line in view ends.
  static func scrollSideways(_ command: Command, _ state: inout EditorState) {
    guard state.screen.focus == .artifact, let column = state.focusedColumn,
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
      state.screen.message = StatusMessage("the lines in view fit the pane: nothing to the right")
    }
  }
}
