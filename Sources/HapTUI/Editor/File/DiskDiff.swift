/// What changed between the file on disk and the editor's version, as diff lines for the
/// diff screen (`-` on disk only, `+` in the editor only, ` ` context, `@` a hunk heading).
public struct DiskDiff: Equatable, Sendable {
  public var lines: [String]
  /// How far the screen is scrolled down.
  public var scroll: Int

  public init(lines: [String], scroll: Int = 0) {
    self.lines = lines
    self.scroll = scroll
  }
}
