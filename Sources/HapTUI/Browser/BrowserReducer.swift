import HapModel

/// The browser's pure core: keys in, state and effects out.
public enum BrowserReducer {
  public static func reduce(_ state: inout BrowserState, _ key: Key) -> [BrowserEffect] {
    if let input = state.input { return type(key, into: input, &state) }
    if state.showsHelp {
      state.showsHelp = false
      return []
    }
    guard let command = KeyMap.standard.command(for: key, in: .browser) else {
      state.message = StatusMessage("\(key.name) does nothing here; ? shows the keys", kind: .error)
      return []
    }
    return perform(command, &state)
  }

  public static func perform(_ command: Command, _ state: inout BrowserState) -> [BrowserEffect] {
    state.message = nil
    let count = state.visible.count
    switch command {
    case .listUp:
      state.row = max(state.row - 1, 0)
    case .listDown:
      state.row = min(state.row + 1, max(count - 1, 0))
    case .listStart:
      state.row = 0
    case .listEnd:
      state.row = max(count - 1, 0)
    case .openPattern:
      guard let entry = state.selected else {
        state.message = StatusMessage("no pattern to open; n makes one", kind: .error)
        return []
      }
      return [.open(path: entry.path)]
    case .newPattern:
      state.input = .newID("")
    case .startFilter:
      state.input = .filter
    case .clearFilter:
      state.filter = ""
      state.row = 0
    case .quit:
      return [.quit]
    case .help:
      state.showsHelp = true
    default:
      break
    }
    return []
  }

  /// Typing into the filter (it applies as you type) or the new pattern's id.
  static func type(_ key: Key, into input: BrowserState.Input, _ state: inout BrowserState)
    -> [BrowserEffect]
  {
    var text: String
    switch input {
    case .filter: text = state.filter
    case .newID(let id): text = id
    }
    switch key {
    case .escape:
      state.input = nil
      if input == .filter { state.filter = "" }
      state.row = 0
      return []
    case .enter:
      state.input = nil
      guard case .newID = input else { return [] }
      guard Slug.isValid(text) else {
        state.message = StatusMessage(
          "an id is lowercase words joined by '-', like long-press", kind: .error)
        state.input = .newID(text)
        return []
      }
      guard !state.entries.contains(where: { $0.id == text }) else {
        state.message = StatusMessage("\(text) already exists", kind: .error)
        state.input = .newID(text)
        return []
      }
      return [.create(id: text)]
    case .backspace:
      if !text.isEmpty { text.removeLast() }
    case .control("u"):
      text = ""
    case .character(let character):
      text.append(character)
    default:
      return []
    }
    switch input {
    case .filter:
      state.filter = text
      state.row = 0
    case .newID:
      state.input = .newID(text)
    }
    return []
  }
}
