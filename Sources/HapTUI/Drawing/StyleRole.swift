/// What a cell means, for the theme to turn into colours and attributes.
///
/// Widgets pick roles; only the theme knows what a role looks like, so a monochrome theme can
/// carry the same meaning with attributes and glyphs.
public enum StyleRole: Hashable, Sendable {
  case plain
  case dim
  case emphasis
  case border
  case title
  case focusedTitle
  case rulerLabel
  case rulerTick
  case axis
  case gridDot
  /// An event's body, shaded by sharpness level (0 dull … 3 sharp).
  case shade(Int)
  /// A selected event's body, shaded by sharpness level.
  case selectedShade(Int)
  /// An event a diagnostic points at.
  case problem
  case cursor
  case cursorLine
  case playhead
  case statusBar
  case statusDirty
  case statusKey
  case statusMessage
  case statusError
  case kept
  case approximated
  case dropped
  case rung
  case error
  case warning
  case tabActive
  case tabInactive
  case fieldName
  case fieldValue
  case fieldFocus
  case editing
  case dialog
  case dialogTitle
  case code

  /// A one-character code for snapshot files of the style layer.
  public var code: Character {
    switch self {
    case .plain: " "
    case .dim: "."
    case .emphasis: "E"
    case .border: "b"
    case .title: "t"
    case .focusedTitle: "T"
    case .rulerLabel: "r"
    case .rulerTick: "R"
    case .axis: "a"
    case .gridDot: ","
    case .shade(let level): Character(String(min(max(level, 0), 3)))
    case .selectedShade(let level): ["S", "U", "V", "W"][min(max(level, 0), 3)]
    case .problem: "!"
    case .cursor: "C"
    case .cursorLine: "c"
    case .playhead: "P"
    case .statusBar: "s"
    case .statusDirty: "D"
    case .statusKey: "k"
    case .statusMessage: "m"
    case .statusError: "X"
    case .kept: "K"
    case .approximated: "A"
    case .dropped: "x"
    case .rung: "g"
    case .error: "e"
    case .warning: "w"
    case .tabActive: "B"
    case .tabInactive: "i"
    case .fieldName: "n"
    case .fieldValue: "v"
    case .fieldFocus: "F"
    case .editing: "I"
    case .dialog: "d"
    case .dialogTitle: "H"
    case .code: "o"
    }
  }
}
