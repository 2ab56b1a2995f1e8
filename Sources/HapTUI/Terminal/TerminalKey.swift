/// A key as the terminal decodes it, before the editor gives it a meaning.
///
/// The terminal layer knows nothing of the editor: `Key(_:)` in `Editor/Input/KeyAdapter.swift`
/// is the one place a terminal key becomes an editor key.
public enum TerminalKey: Hashable, Sendable {
  /// A printable character, including space and upper-case letters.
  case character(Character)
  /// Ctrl with a letter, given in lower case.
  case control(Character)
  case up, down, left, right
  case shiftUp, shiftDown, shiftLeft, shiftRight
  case tab, backTab, enter, escape, backspace, delete, insert
  case home, end, pageUp, pageDown
  /// F1 to F24.
  case function(Int)
}
