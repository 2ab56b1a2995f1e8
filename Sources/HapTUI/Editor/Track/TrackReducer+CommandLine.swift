import HapModel

extension TrackReducer {
  /// Enter on the `:` line: a time moves the cursor there; a command name (or the start of
  /// one) with its argument runs that command. Returns why the text was refused, if it was.
  static func commandLine(_ text: String, _ state: inout EditorState) -> (String?, [Effect]) {
    let trimmed = text.trimmingSpaces
    guard let first = trimmed.first else {
      return ("type a time (250, 1.5s) or a command (Tab completes)", [])
    }
    if first.isNumber || first == "." { return (goTo(trimmed, &state), []) }
    let words = trimmed.split(separator: " ", maxSplits: 1)
    let name = String(words[0])
    let argument = words.count > 1 ? String(words[1]).trimmingSpaces : nil
    let matches = KeyMap.standard.typedBindings(matching: name)
    guard matches.count == 1, let binding = matches.first else {
      let names = (matches.isEmpty ? KeyMap.standard.typedBindings : matches)
        .compactMap(\.typed).joined(separator: ", ")
      return (
        matches.isEmpty
          ? "no command \(name): \(names), or a time" : "\(name) could be \(names): type more",
        []
      )
    }
    if binding.command == .showMessages {
      state.screen.overlay = nil
      return (nil, EditorReducer.perform(.showMessages, &state))
    }
    return runTyped(binding.command, argument: argument, &state)
  }

  /// Runs a typed command: refuses an argument it cannot read (the line stays open to fix it),
  /// else closes the line and edits.
  static func runTyped(_ command: Command, argument: String?, _ state: inout EditorState)
    -> (String?, [Effect])
  {
    let value: Double?
    switch readArgument(command, argument) {
    case .failure(let refusal): return (refusal.message, [])
    case .success(let read): value = read
    }
    state.screen.overlay = nil
    return (nil, reshape(command, value: value, &state))
  }

  /// The number a typed command takes, read from its argument (`80`, `80%`, `250ms`, `0.1s`),
  /// or `nil` where none is needed or given and the command has a default.
  static func readArgument(_ command: Command, _ argument: String?) -> Result<Double?, EditError> {
    let binding = KeyMap.standard.typedBindings.first { $0.command == command }
    let example = binding?.keysText ?? ":\(command.name)"
    guard let argument, !argument.isEmpty else {
      if binding?.usage?.hasPrefix("[") == false {
        return .failure(EditError("\(example): type the value after the name"))
      }
      return .success(nil)
    }
    var text = Substring(argument.lowercased())
    var scale = 1.0
    if text.hasSuffix("%") {
      text = text.dropLast()
    } else if text.hasSuffix("ms") {
      text = text.dropLast(2)
    } else if text.hasSuffix("s"), command == .insertTime || command == .deleteTime {
      text = text.dropLast()
      scale = 1000
    }
    guard let number = Double(text.trimmingCharacters()), number.isFinite else {
      return .failure(EditError("\(example): \(argument) is not a number"))
    }
    return .success(number * scale)
  }

  /// Tab on the `:` line: the name completed as far as the typed commands agree.
  static func complete(_ text: String) -> String {
    guard !text.contains(" ") else { return text }
    let names = KeyMap.standard.typedBindings(matching: text).compactMap(\.typed)
    guard let first = names.first else { return text }
    if names.count == 1 { return first + " " }
    var common = first
    for name in names.dropFirst() {
      while !name.hasPrefix(common) { common.removeLast() }
    }
    return common
  }

  /// The line under the `:` prompt: the commands the typed name could be, with what each
  /// takes.
  static func commandHint(_ text: String) -> String {
    let name = String(text.split(separator: " ").first ?? "")
    if name.first?.isNumber == true { return "Enter goes to that time (250, 250ms, 1.5s)" }
    let matches = KeyMap.standard.typedBindings(matching: name)
    guard !matches.isEmpty else { return "no command starts \(name): Backspace, or Esc" }
    if matches.count == 1, let binding = matches.first {
      return "\(binding.keysText.dropFirst()): \(binding.command.summary)"
    }
    return matches.map { String($0.keysText.dropFirst()) }.joined(separator: " · ")
  }
}

extension Substring {
  /// The text without spaces at either end.
  fileprivate func trimmingCharacters() -> String { String(self).trimmingSpaces }
}
