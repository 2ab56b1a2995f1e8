import CNcursesw

/// Turns ncurses key codes and characters into `Key`s.
enum NcursesKeys {
  /// Home and End as terminals and tmux send them when the terminfo entry in use names another
  /// sequence (tmux sends `ESC [1~` even under `TERM=xterm-256color`, whose entry says `ESC OH`).
  static let alternateSequences: [(sequence: String, code: Int32)] = [
    ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME),
    ("\u{1B}[8~", KEY_END), ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
    ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
  ]

  /// Teaches ncurses the alternate Home/End sequences that the terminfo entry leaves unbound.
  static func defineAlternateSequences() {
    for (sequence, code) in alternateSequences where key_defined(sequence) == 0 {
      _ = define_key(sequence, code)
    }
  }

  static func key(forCode code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_SR: return .shiftUp
    case KEY_SF: return .shiftDown
    case KEY_SLEFT: return .shiftLeft
    case KEY_SRIGHT: return .shiftRight
    case KEY_BTAB: return .backTab
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_DC: return .delete
    case KEY_IC: return .insert
    case KEY_BACKSPACE: return .backspace
    case KEY_ENTER: return .enter
    default:
      for n in 1...24 where code == hap_key_f(Int32(n)) { return .function(n) }
      return nil
    }
  }

  static func key(forCharacter value: UInt32) -> Key? {
    switch value {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 1...26: return .control(Character(Unicode.Scalar(value + 96)!))
    case 0..<32: return nil
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .character(Character(scalar))
    }
  }
}
