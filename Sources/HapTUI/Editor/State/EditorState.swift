import HapModel
import HapRender

/// Everything the editor shows and remembers, as one value.
///
/// The reducer (`EditorReducer`) is the only thing that changes it; widgets only read it.
public struct EditorState: Equatable, Sendable {
  public var document: DocumentInfo
  public var pattern: HapticPattern
  /// Selected event ids in the order they were selected; the last one is shown in the inspector.
  public var selection: [EventID]
  public var history: History
  /// The history revision that matches the file on disk.
  public var savedRevision: Int
  /// The raw value the next new event's id gets.
  public var nextEventID: Int
  /// The cursor's time in milliseconds.
  public var cursorTime: Int
  /// The cursor's intensity, 0…1: where `t` and `c` put a new event.
  public var cursorLevel: Double
  public var viewport: Viewport
  /// The snap grid in milliseconds; `nil` when off.
  public var snap: Int?
  public var focus: Pane
  /// The pane shown below the grid when the window is too narrow for all of them.
  public var lowerTab: Pane
  public var overlay: Overlay?
  public var fieldEditor: FieldEditor?
  /// The inspector field with the focus, by name: a row number would land on another field
  /// when the rows change with the selection. While it is not shown (an event field with no
  /// event selected) the inspector focuses `focusedField` and comes back to it later.
  public var inspectorField: InspectorField
  /// The problem with the focus in the problems list.
  public var problemRow: Int
  /// How far the focused problem is scrolled inside, when it is taller than the pane.
  public var problemLine = 0
  public var panel: PanelState
  public var catalog: ProfileCatalog
  public var playback: PlaybackState
  /// The last analysis received (possibly for an older revision while a new one is computed).
  public var analysis: Analysis?
  /// The key of the newest analysis requested; answers with other keys are stale.
  public var analysisKey: Int
  public var message: StatusMessage?
  public var size: TerminalSize
  public var monochrome: Bool
  /// A mouse drag in progress.
  public var drag: DragState?
  /// The run key of the last command, so a run of nudges becomes one undo step.
  public var lastRunKey: String?
  /// Set once the editor has asked to quit.
  public var isQuitting: Bool
  /// Counts mouse presses, so each drag gets its own undo run.
  public var gestureCount: Int
  /// The longest continuous event's duration, which bounds the search for visible events.
  public var longestDuration: Int
  /// Where the primary selected event was last found in the track (a hint, checked on use).
  var primaryHint: Int?
  /// The clipboard, the range anchor, the fade step and the values new events inherit.
  public var memory = EditMemory()
  /// The sound the frontmatter's `audio:` attaches, drawn as a lane under the grid.
  public var sound: SoundLane?
  /// The attached sound (the frontmatter's `audio:`), its device and the `m` toggle.
  public var soundCard = SoundCardState()

  public init(
    document: DocumentInfo, pattern: HapticPattern, size: TerminalSize,
    catalog: ProfileCatalog = ProfileCatalog(choices: [:]), monochrome: Bool = false,
    deviceName: String? = nil
  ) {
    self.document = document
    self.pattern = pattern
    selection = []
    history = History()
    savedRevision = 0
    nextEventID = (pattern.events.map(\.id.raw).max() ?? -1) + 1
    cursorTime = 0
    cursorLevel = 0.5
    viewport = Viewport()
    snap = nil
    focus = .grid
    // A read-only file opens with its problems in view, even under tabs at 80 × 24.
    lowerTab = document.readOnlyReason == nil ? .platforms : .problems
    overlay = nil
    fieldEditor = nil
    inspectorField = .at
    problemRow = 0
    panel = PanelState()
    self.catalog = catalog
    playback = PlaybackState(deviceName: deviceName)
    analysis = nil
    analysisKey = 0
    // A file that cannot be saved in place says so at once, as vim marks it [RO].
    message = document.writeProblem.map {
      StatusMessage("\($0): edits can be made, and w offers to save a copy elsewhere")
    }
    self.size = size
    self.monochrome = monochrome
    drag = nil
    lastRunKey = nil
    isQuitting = false
    gestureCount = 0
    longestDuration = Self.longestDuration(in: pattern)
    primaryHint = nil
    sound = SoundLane(audio: document.audio, documentPath: document.path)
    EditorReducer.fitView(&self)
  }

  /// The longest duration of any continuous event in `pattern`.
  static func longestDuration(in pattern: HapticPattern) -> Int {
    pattern.events.reduce(0) { max($0, $1.type == .continuous ? $1.duration ?? 0 : 0) }
  }

  /// When the last event stops, in milliseconds: `pattern.length` found by binary search,
  /// since only events starting within `longestDuration` of the last start can end later.
  public var trackLength: Int {
    let events = pattern.events
    guard let last = events.last else { return 0 }
    let from = TrackOrder.firstIndex(startingAtOrAfter: last.at - longestDuration, in: events)
    return events[from...].reduce(0) { max($0, $1.end) }
  }

  /// What undo would restore to come back here: the pattern, selection and title.
  public var snapshot: EditSnapshot {
    EditSnapshot(pattern: pattern, selection: selection, title: document.title)
  }

  /// Whether there are edits the file on disk does not have.
  public var isDirty: Bool { history.current != savedRevision || document.audioChanged }

  /// Whether this is an import not saved yet: its first save asks for the `.hap.md`'s name.
  public var isUnsavedImport: Bool { document.importedFrom != nil && document.isNew }

  /// Whether the file opened read-only (it does not parse or breaks a rule).
  public var isReadOnly: Bool { document.readOnlyReason != nil }

  /// The event the inspector shows: the last one selected.
  public var primaryEvent: TrackEvent? {
    primaryIndex.map { pattern.events[$0] }
  }

  /// The track index of the primary event. The hint the reducer keeps makes this O(1) while
  /// the selection and the track stand still; otherwise it searches.
  public var primaryIndex: Int? {
    guard let id = selection.last else { return nil }
    let events = pattern.events
    if let hint = primaryHint, hint < events.count, events[hint].id == id { return hint }
    return events.firstIndex { $0.id == id }
  }

  /// Remembers where the primary event is, so frames find it without a search.
  mutating func refreshPrimaryHint() {
    primaryHint = primaryIndex
  }

  /// The rows the inspector shows now: event fields only while an event is selected.
  public var inspectorFields: [InspectorField] {
    (primaryEvent == nil ? [] : InspectorField.eventFields) + InspectorField.patternFields
  }

  /// The field the inspector's keys act on: the remembered one when it is shown, else the
  /// first row.
  public var focusedField: InspectorField {
    let fields = inspectorFields
    return fields.contains(inspectorField) ? inspectorField : fields[0]
  }

  /// The row of `focusedField` in `inspectorFields`.
  public var inspectorRow: Int { inspectorFields.firstIndex(of: focusedField) ?? 0 }

  /// The profile chosen for a platform (or its default).
  public func profile(for platform: Platform) -> String? {
    panel.profiles[platform] ?? catalog.defaultProfile(for: platform)
  }

  /// Whether the panels show an analysis of an earlier state while a newer one is computed (it
  /// takes most of a second on a long track), so they can say they are catching up.
  public var isAnalysisStale: Bool { analysis.map { $0.key != analysisKey } ?? false }

  /// The diagnostics to show: the live ones when known, else those found on open.
  public var diagnostics: [LiveDiagnostic] {
    analysis?.diagnostics ?? document.diagnostics
  }

  /// The context keys are read in now.
  public var keyContext: KeyContext {
    if let overlay { return overlay.keyContext }
    return memory.choosingPane ? .pane : focus.keyContext
  }

  /// The layout of the screen at the current size.
  public var layout: ScreenLayout { ScreenLayout(size: size, focus: focus, lowerTab: lowerTab) }
}
