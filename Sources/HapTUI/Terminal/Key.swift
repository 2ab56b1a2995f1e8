/// A key press, decoded from the terminal.
public enum Key: Hashable, Sendable {
  /// A printable character, including space and upper-case letters.
  case character(Character)
  /// Ctrl with a letter, given in lower case (`Ctrl-R` is `.control("r")`).
  case control(Character)
  case up, down, left, right
  case shiftUp, shiftDown, shiftLeft, shiftRight
  case tab, backTab, enter, escape, backspace, delete, insert
  case home, end, pageUp, pageDown
  case function(Int)

  /// The name shown in help and hints, such as `Shift-←`, `Ctrl-R` or `Space`.
  public var name: String {
    switch self {
    case .character(" "): "Space"
    case .character(let c): String(c)
    case .control(let c): "Ctrl-\(c.uppercased())"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .shiftUp: "Shift-↑"
    case .shiftDown: "Shift-↓"
    case .shiftLeft: "Shift-←"
    case .shiftRight: "Shift-→"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .enter: "Enter"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .insert: "Insert"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .function(let n): "F\(n)"
    }
  }

  /// Parses a key written as in help (`Ctrl-R`, `Shift-Tab`, `Space`, `x`) or by its ASCII name
  /// (`Left`, `Shift-Left`, `Esc`); used by tests and scripted input.
  public init?(name: String) {
    let named: [String: Key] = [
      "Space": .character(" "), "Up": .up, "Down": .down, "Left": .left, "Right": .right,
      "Shift-Up": .shiftUp, "Shift-Down": .shiftDown, "Shift-Left": .shiftLeft,
      "Shift-Right": .shiftRight, "Tab": .tab, "Shift-Tab": .backTab, "Enter": .enter,
      "Esc": .escape, "Backspace": .backspace, "Delete": .delete, "Insert": .insert, "Home": .home,
      "End": .end, "PgUp": .pageUp, "PgDn": .pageDown,
    ]
    if let key = named[name] {
      self = key
      return
    }
    if let key = Self.allNamed.first(where: { $0.name == name }) {
      self = key
      return
    }
    if name.hasPrefix("Ctrl-"), name.count == 6, let letter = name.last {
      self = .control(Character(letter.lowercased()))
      return
    }
    if name.hasPrefix("F"), let n = Int(name.dropFirst()), (1...24).contains(n) {
      self = .function(n)
      return
    }
    guard name.count == 1, let c = name.first else { return nil }
    self = .character(c)
  }

  private static let allNamed: [Key] = [
    .up, .down, .left, .right, .shiftUp, .shiftDown, .shiftLeft, .shiftRight,
  ]

  /// Splits a script like `"t L L <Shift-Tab> w"` into keys: bracketed names, or single
  /// characters separated by spaces; unknown names are skipped.
  public static func script(_ text: String) -> [Key] {
    text.split(separator: " ").compactMap { word in
      var name = String(word)
      if name.hasPrefix("<"), name.hasSuffix(">"), name.count > 2 {
        name = String(name.dropFirst().dropLast())
      }
      return Key(name: name)
    }
  }
}
