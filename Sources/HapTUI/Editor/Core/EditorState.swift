import HapModel
import HapRender

/// Everything the editor shows and remembers, as one value made of one sub-state per feature.
///
/// The reducer (`EditorReducer` and the feature reducers it routes to) is the only thing that
/// changes it; widgets read only the sub-states they draw (D075).
public struct EditorState: Equatable, Sendable {
  /// The file: its path, title, frontmatter values, write access and diagnostics on open.
  public var document: DocumentInfo
  /// The pattern, the selection, the cursor and the view of the track pane.
  public var track: TrackState
  /// The undo history, the revision on disk and the edit memory.
  public var edits = EditsState()
  /// The inspector's focused field and the value being typed.
  public var inspector = InspectorState()
  /// The problems pane's focused problem.
  public var problems = ProblemsState()
  /// The previewed platform, its profile, the render settings and the panes' scrolling.
  public var panel: PanelState
  /// What plays, where the playhead is, and the attached device.
  public var playback: PlaybackState
  /// The target picker: what `haptui devices` would list, and the one chosen.
  public var audition = AuditionPicker()
  /// The last analysis received and the key of the newest requested.
  public var analysis = AnalysisState()
  /// The attached sound's lane and the sound card.
  public var sound: SoundState
  /// The focus, the dialog on top, the message, the size and the theme.
  public var screen: ScreenState

  public init(
    document: DocumentInfo, pattern: HapticPattern, size: TerminalSize,
    catalog: ProfileCatalog = ProfileCatalog(choices: [:]), monochrome: Bool = false,
    deviceName: String? = nil, hasSoundOutput: Bool = false
  ) {
    self.document = document
    track = TrackState(pattern: pattern)
    panel = PanelState()
    panel.catalog = catalog
    playback = PlaybackState(deviceName: deviceName)
    sound = SoundState(
      lane: SoundLane(audio: document.audio, documentPath: document.path),
      hasOutput: hasSoundOutput)
    screen = ScreenState(
      size: size,
      // A read-only file opens with its problems in view, even under tabs at 80 × 24.
      lowerTab: document.readOnlyReason == nil ? .platforms : .problems,
      monochrome: monochrome,
      // A file that cannot be saved in place says so at once, as vim marks it [RO].
      message: document.writeProblem.map {
        StatusMessage("\($0): edits can be made, and w offers to save a copy elsewhere")
      })
    // The whole track in view from time 0.
    track.viewport = Viewport.fitting(
      length: track.trackLength, width: gridGeometry.plot.width, cursor: track.cursorTime)
  }

  /// What undo would restore to come back here: the pattern, selection, title and sound.
  public var snapshot: EditSnapshot {
    EditSnapshot(
      pattern: track.pattern, selection: track.selection, title: document.title,
      audio: document.audio)
  }

  /// Whether there are edits the file on disk does not have.
  public var isDirty: Bool { edits.history.current != edits.savedRevision || document.audioChanged }

  /// Whether this is an import not saved yet: its first save asks for the `.hap.md`'s name.
  public var isUnsavedImport: Bool { document.importedFrom != nil && document.isNew }

  /// Whether the file opened read-only (it does not parse or breaks a rule).
  public var isReadOnly: Bool { document.isLocked }

  /// The rows the inspector shows now: event fields only while an event is selected.
  public var inspectorFields: [InspectorField] {
    InspectorState.fields(hasEvent: track.primaryEvent != nil)
  }

  /// The field the inspector's keys act on: the remembered one when it is shown, else the
  /// first row.
  public var focusedField: InspectorField { inspector.focusedField(in: inspectorFields) }

  /// The row of `focusedField` in `inspectorFields`.
  public var inspectorRow: Int { inspectorFields.firstIndex(of: focusedField) ?? 0 }

  /// The profile chosen for a platform (or its default).
  public func profile(for platform: Platform) -> String? { panel.profile(for: platform) }

  /// The diagnostics to show: the live ones when known, else those found on open.
  public var diagnostics: [LiveDiagnostic] {
    analysis.latest?.diagnostics ?? document.diagnostics
  }

  /// The context keys are read in now.
  public var keyContext: KeyContext {
    if let overlay = screen.overlay { return overlay.keyContext }
    return edits.memory.choosingPane ? .pane : screen.focus.keyContext
  }

  /// The layout of the screen at the current size.
  public var layout: ScreenLayout {
    ScreenLayout(size: screen.size, focus: screen.focus, lowerTab: screen.lowerTab)
  }

  /// Where the track pane's parts are at the current size.
  var gridGeometry: GridGeometry { GridGeometry(pane: layout.grid, soundLane: sound.lane != nil) }
}
