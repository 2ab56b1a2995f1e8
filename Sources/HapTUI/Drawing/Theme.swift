/// Turns style roles into colours and attributes, and says which glyphs carry sharpness.
///
/// The colour theme shades sharpness with a colour ramp; the monochrome theme (chosen by
/// `NO_COLOR`, `--mono`, or a terminal without colours) shades it with glyph density `░▒▓█` and
/// marks selection and the cursor with reverse video, so it carries the same information.
public struct Theme: Equatable, Sendable {
  public var name: String
  public var usesColor: Bool
  public var glyphs: Glyphs

  public init(name: String, usesColor: Bool, glyphs: Glyphs = .unicode) {
    self.name = name
    self.usesColor = usesColor
    self.glyphs = glyphs
  }

  public static let color = Theme(name: "colour", usesColor: true)
  public static let monochrome = Theme(name: "monochrome", usesColor: false)

  /// The one theme selection: monochrome when asked for (`--mono`, `NO_COLOR`, a terminal
  /// without colour), else colour; drawn with `glyphs` (ASCII when the locale is not UTF-8).
  public static func selected(monochrome: Bool, glyphs: Glyphs) -> Theme {
    var theme = monochrome ? Theme.monochrome : Theme.color
    theme.glyphs = glyphs
    return theme
  }

  /// The number of sharpness levels the shading distinguishes.
  public static let sharpnessLevels = 4

  /// The sharpness level (0 dull … 3 sharp) of a sharpness value in 0…1.
  public static func sharpnessLevel(_ sharpness: Double) -> Int {
    min(max(Int(sharpness * Double(sharpnessLevels)), 0), sharpnessLevels - 1)
  }

  /// The glyph that fills a whole cell of an event body at a sharpness level.
  public func fill(level: Int) -> Unicode.Scalar {
    usesColor ? glyphs.bars[7] : glyphs.shades[min(max(level, 0), Self.sharpnessLevels - 1)]
  }

  /// The sharpness colour ramp, dull (deep blue) to sharp (bright yellow).
  static let ramp: [TerminalColor] = [
    TerminalColor(61, basic: 4), TerminalColor(37, basic: 6), TerminalColor(114, basic: 2),
    TerminalColor(221, basic: 3),
  ]

  /// The style a role is drawn with.
  public func style(for role: StyleRole) -> TextStyle {
    usesColor ? colorStyle(role) : monoStyle(role)
  }

  private func colorStyle(_ role: StyleRole) -> TextStyle {
    switch role {
    case .plain: .plain
    case .dim, .gridDot: TextStyle(foreground: .darkGrey)
    case .emphasis: TextStyle(bold: true)
    case .border: TextStyle(foreground: .grey)
    case .title: TextStyle(foreground: .grey, bold: true)
    case .focusedTitle: TextStyle(foreground: .cyan, bold: true)
    case .rulerLabel: TextStyle(foreground: .white)
    case .rulerTick, .axis: TextStyle(foreground: .grey)
    case .shade(let level): TextStyle(foreground: Self.ramp[min(max(level, 0), 3)])
    case .selectedShade(let level):
      TextStyle(
        foreground: Self.ramp[min(max(level, 0), 3)], background: TerminalColor(238, basic: 0),
        bold: true)
    case .problem: TextStyle(foreground: .red, bold: true)
    case .cursor: TextStyle(foreground: .black, background: .white)
    case .cursorLine: TextStyle(foreground: .grey)
    case .playhead: TextStyle(foreground: .magenta, bold: true)
    case .statusBar: TextStyle(foreground: .white, background: TerminalColor(236, basic: 4))
    case .statusDirty:
      TextStyle(foreground: .yellow, background: TerminalColor(236, basic: 4), bold: true)
    case .statusKey: TextStyle(foreground: .cyan, bold: true)
    case .statusMessage: TextStyle(foreground: .green)
    case .statusError: TextStyle(foreground: .red, bold: true)
    case .kept: TextStyle(foreground: .green)
    case .approximated: TextStyle(foreground: .yellow)
    case .dropped: TextStyle(foreground: .red)
    case .rung: TextStyle(foreground: .cyan, bold: true)
    case .error: TextStyle(foreground: .red, bold: true)
    case .warning: TextStyle(foreground: .yellow)
    case .tabActive: TextStyle(foreground: .black, background: .cyan, bold: true)
    case .tabInactive: TextStyle(foreground: .grey)
    case .fieldName: TextStyle(foreground: .grey)
    case .fieldValue: .plain
    case .fieldFocus: TextStyle(foreground: .black, background: .cyan)
    case .editing: TextStyle(foreground: .black, background: .yellow)
    case .dialog: TextStyle(foreground: .white, background: TerminalColor(24, basic: 4))
    case .dialogTitle:
      TextStyle(foreground: .yellow, background: TerminalColor(24, basic: 4), bold: true)
    case .code: TextStyle(foreground: TerminalColor(151, basic: 2))
    }
  }

  private func monoStyle(_ role: StyleRole) -> TextStyle {
    switch role {
    case .plain, .rulerLabel, .fieldValue, .code, .kept, .shade, .border, .rulerTick, .axis:
      .plain
    case .dim, .gridDot, .cursorLine, .tabInactive, .fieldName: TextStyle(dim: true)
    case .emphasis, .title, .rung, .warning, .approximated: TextStyle(bold: true)
    case .focusedTitle, .problem, .error, .statusError, .dropped, .dialogTitle:
      TextStyle(bold: true, underline: true)
    case .selectedShade: TextStyle(bold: true, reverse: true)
    case .cursor, .tabActive, .fieldFocus, .statusBar, .dialog: TextStyle(reverse: true)
    case .statusDirty: TextStyle(bold: true, reverse: true)
    case .playhead, .statusKey, .statusMessage: TextStyle(bold: true)
    case .editing: TextStyle(reverse: true, underline: true)
    }
  }
}
