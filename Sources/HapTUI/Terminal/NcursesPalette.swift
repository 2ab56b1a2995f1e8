import CNcursesw

/// Allocates ncurses colour pairs on demand for the (foreground, background) pairs styles use.
final class NcursesPalette {
  private var pairs: [Int: Int32] = [:]
  private var next: Int32 = 1
  let colorCount: Int
  let pairLimit: Int

  init(colorCount: Int, pairLimit: Int) {
    self.colorCount = colorCount
    self.pairLimit = pairLimit
  }

  /// The terminal colour number for a colour, or -1 (the terminal's default) for `nil`.
  func number(_ color: TerminalColor?) -> Int32 {
    guard let color else { return -1 }
    return Int32(colorCount >= 256 ? color.index256 : color.basic)
  }

  /// The pair number for a style's colours (0 is the default pair).
  func pair(for style: TextStyle) -> Int32 {
    guard colorCount > 0, style.foreground != nil || style.background != nil else { return 0 }
    let foreground = number(style.foreground)
    let background = number(style.background)
    let key = Int(foreground + 1) << 16 | Int(background + 1)
    if let pair = pairs[key] { return pair }
    guard Int(next) < pairLimit else { return 0 }
    let pair = next
    next += 1
    init_extended_pair(pair, foreground, background)
    pairs[key] = pair
    return pair
  }
}
