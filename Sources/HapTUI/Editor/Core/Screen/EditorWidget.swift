import HapModel

/// Every widget the editor screen draws, each made from the slices of the state it shows.
///
/// `EditorScreen` draws through this catalogue and the widget tests iterate it, so the
/// exhaustive switch makes a new widget part of both (D075).
enum EditorWidget: CaseIterable {
  case grid, inspector, platforms, artifact, problems, tabBar, statusLine, help, diff, dialog
  case tooSmall, analysisPanel, messages

  /// The widget of one pane.
  init(_ pane: Pane) {
    switch pane {
    case .grid: self = .grid
    case .inspector: self = .inspector
    case .platforms: self = .platforms
    case .artifact: self = .artifact
    case .problems: self = .problems
    }
  }

  /// The widget for `state`; `nil` when the state does not show it (the diff and a dialog
  /// only show over the screen while their overlay is open).
  func make(_ state: EditorState, theme: Theme) -> (any Widget)? {
    switch self {
    case .grid:
      GridWidget(
        track: state.track, document: state.document, analysis: state.analysis,
        playhead: state.playback.playhead, focused: state.screen.focus == .grid,
        lane: state.document.hasPattern
          ? Self.renditionLane(
            panel: state.panel, analysis: state.analysis, viewport: state.track.viewport,
            playback: state.playback, playTarget: state.playTarget, theme: theme) : nil,
        sound: state.sound.lane, theme: theme)
    case .inspector:
      InspectorWidget(
        inspector: state.inspector, track: state.track, document: state.document,
        focused: state.screen.focus == .inspector, theme: theme)
    case .platforms:
      PlatformPanelWidget(
        panel: state.panel, analysis: state.analysis, hasPattern: state.document.hasPattern,
        focused: state.screen.focus == .platforms, theme: theme)
    case .artifact:
      ArtifactWidget(
        panel: state.panel, analysis: state.analysis, focused: state.screen.focus == .artifact,
        theme: theme)
    case .problems:
      ProblemsWidget(
        problems: state.problems, diagnostics: state.diagnostics, analysis: state.analysis,
        isReadOnly: state.isReadOnly, focused: state.screen.focus == .problems, theme: theme)
    case .tabBar:
      TabBarWidget(
        problemCount: state.diagnostics.count, focus: state.screen.focus,
        visible: state.layout.visibleTab ?? .inspector, theme: theme)
    case .statusLine:
      StatusLineWidget(
        document: state.document, track: state.track, playback: state.playback,
        soundField: state.sound.card.field, screen: state.screen,
        fieldEditor: state.inspector.fieldEditor, isDirty: state.isDirty,
        keyContext: state.keyContext, theme: theme)
    case .help:
      HelpWidget(keyMap: .standard, scroll: state.screen.overlay?.helpScroll ?? 0, theme: theme)
    case .messages:
      state.screen.overlay?.messagesScroll.map {
        MessagesWidget(log: state.screen.messageLog, scroll: $0, theme: theme)
      }
    case .diff:
      state.screen.overlay?.diff.map {
        DiffWidget(diff: $0, fileName: state.document.fileName, theme: theme)
      }
    case .dialog:
      Self.dialog(overlay: state.screen.overlay, document: state.document, theme: theme)
    case .tooSmall:
      TooSmallWidget(size: state.screen.size)
    case .analysisPanel:
      state.screen.overlay?.analysisPanel.map {
        AnalysisPanelWidget(panel: $0, soundName: state.sound.lane?.name ?? "", theme: theme)
      }
    }
  }

  /// The rendition lane of a pattern: what the previewed platform and profile play, under
  /// the plot, from the panel's choice, the latest analysis and what Space plays.
  static func renditionLane(
    panel: PanelState, analysis: AnalysisState, viewport: Viewport, playback: PlaybackState,
    playTarget: PlaybackState.Target, theme: Theme
  ) -> RenditionLaneWidget {
    let platform = panel.focused
    let column = panel.focusedColumn(in: analysis)
    let profile = panel.profile(for: platform) ?? column?.profile ?? ""
    let target = PlaybackState.Target.platform(platform, profile: profile)
    let path = column.map { "rung \($0.rung.rawValue)" + ($0.path.isEmpty ? "" : " · \($0.path)") }
    return RenditionLaneWidget(
      lane: column?.lane, name: "\(platform.displayName) \(profile)", path: path ?? "",
      viewport: viewport, axisWidth: GridGeometry.axisWidth, playsOnSpace: playTarget == target,
      playhead: playback.target == target ? playback.playhead : nil, theme: theme)
  }
}
