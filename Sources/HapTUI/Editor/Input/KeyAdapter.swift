/// The one adapter between the terminal's keys and the editor's: every backend's input reaches
/// the reducer through `Key(_:)`, and scripted input (tests, `HAPTUI_CRASH_KEY`) goes the other
/// way through `TerminalKey(_:)`.
extension Key {
  /// The editor key a terminal key stands for.
  public init(_ key: TerminalKey) {
    switch key {
    case .character(let c): self = .character(c)
    case .control(let c): self = .control(c)
    case .up: self = .up
    case .down: self = .down
    case .left: self = .left
    case .right: self = .right
    case .shiftUp: self = .shiftUp
    case .shiftDown: self = .shiftDown
    case .shiftLeft: self = .shiftLeft
    case .shiftRight: self = .shiftRight
    case .tab: self = .tab
    case .backTab: self = .backTab
    case .enter: self = .enter
    case .escape: self = .escape
    case .backspace: self = .backspace
    case .delete: self = .delete
    case .insert: self = .insert
    case .home: self = .home
    case .end: self = .end
    case .pageUp: self = .pageUp
    case .pageDown: self = .pageDown
    case .function(let n): self = .function(n)
    }
  }
}

extension TerminalKey {
  /// The terminal key that produces an editor key (for scripted input).
  public init(_ key: Key) {
    switch key {
    case .character(let c): self = .character(c)
    case .control(let c): self = .control(c)
    case .up: self = .up
    case .down: self = .down
    case .left: self = .left
    case .right: self = .right
    case .shiftUp: self = .shiftUp
    case .shiftDown: self = .shiftDown
    case .shiftLeft: self = .shiftLeft
    case .shiftRight: self = .shiftRight
    case .tab: self = .tab
    case .backTab: self = .backTab
    case .enter: self = .enter
    case .escape: self = .escape
    case .backspace: self = .backspace
    case .delete: self = .delete
    case .insert: self = .insert
    case .home: self = .home
    case .end: self = .end
    case .pageUp: self = .pageUp
    case .pageDown: self = .pageDown
    case .function(let n): self = .function(n)
    }
  }
}

extension InputEvent {
  /// Scripted key presses, written as in help (`"j <Enter> q"`, see `Key.script`).
  public static func keys(_ script: String) -> [InputEvent] {
    Key.script(script).map { .key(TerminalKey($0)) }
  }
}
