/// What the whole screen shows around the panes: the focus, the tab shown when the window is
/// narrow, a dialog on top, the status message, the size and the theme.
public struct ScreenState: Equatable, Sendable {
  public var focus: Pane = .grid
  /// The pane shown below the grid when the window is too narrow for all of them.
  public var lowerTab: Pane
  public var overlay: Overlay?
  public var message: StatusMessage?
  /// The messages shown lately, for `:messages` (the reducer records each new one).
  public var messageLog = MessageLog()
  public var size: TerminalSize
  public var monochrome: Bool
  /// Set once the editor has asked to quit.
  public var isQuitting = false

  /// A screen of `size` with the grid focused and `lowerTab` under it.
  public init(size: TerminalSize, lowerTab: Pane, monochrome: Bool, message: StatusMessage?) {
    self.size = size
    self.lowerTab = lowerTab
    self.monochrome = monochrome
    self.message = message
    if let message { messageLog.record(message) }
  }
}
