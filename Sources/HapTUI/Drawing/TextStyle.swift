/// A terminal colour: an xterm 256-colour index with the nearest of the 8 basic colours for
/// terminals that have no more.
public struct TerminalColor: Equatable, Hashable, Sendable {
  public var index256: Int
  public var basic: Int

  public init(_ index256: Int, basic: Int) {
    self.index256 = index256
    self.basic = basic
  }

  public static let black = TerminalColor(16, basic: 0)
  public static let red = TerminalColor(167, basic: 1)
  public static let green = TerminalColor(71, basic: 2)
  public static let yellow = TerminalColor(178, basic: 3)
  public static let blue = TerminalColor(68, basic: 4)
  public static let magenta = TerminalColor(133, basic: 5)
  public static let cyan = TerminalColor(38, basic: 6)
  public static let white = TerminalColor(252, basic: 7)
  public static let grey = TerminalColor(244, basic: 7)
  public static let darkGrey = TerminalColor(238, basic: 0)
}

/// How a role looks: colours (absent means the terminal's default) and attributes.
public struct TextStyle: Equatable, Hashable, Sendable {
  public var foreground: TerminalColor?
  public var background: TerminalColor?
  public var bold: Bool
  public var reverse: Bool
  public var underline: Bool
  public var dim: Bool

  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
    reverse: Bool = false, underline: Bool = false, dim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.reverse = reverse
    self.underline = underline
    self.dim = dim
  }

  public static let plain = TextStyle()
}
