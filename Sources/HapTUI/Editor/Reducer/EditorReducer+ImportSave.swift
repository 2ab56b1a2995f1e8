import HapModel

extension EditorReducer {
  /// The first save of an import: the save-as prompt, filled in with the default name beside
  /// the source (`<slug>.hap.md`), so the author sees and may change where it goes.
  static func askImportName(_ state: inout EditorState, thenQuit: Bool) -> [Effect] {
    state.overlay = .prompt(Prompt(.saveAs, text: state.document.path, thenQuit: thenQuit))
    let source = state.document.importedFrom.map(baseName) ?? "the source"
    state.message = StatusMessage(
      "name the new .hap.md (\(source) is never written): Enter saves, Esc goes back")
    return []
  }

  /// The answer to an import's name prompt: the editor now targets that file, and its first
  /// save creates it (asking before it replaces one already there). A new name that is a
  /// slug becomes the pattern's id too, as `haptui import --id` would.
  static func planImportSave(_ text: String, thenQuit: Bool, _ state: inout EditorState)
    -> (String?, [Effect])
  {
    var path = text.trimmingSpaces
    guard !path.isEmpty, !path.hasSuffix("/") else {
      return ("type a file name, such as button-1.hap.md", [])
    }
    if !path.hasSuffix(".hap.md") { path += path.hasSuffix(".md") ? "" : ".hap.md" }
    if !path.contains("/"), let slash = state.document.path.lastIndex(of: "/") {
      path = String(state.document.path[...slash]) + path
    }
    // The source is never the target: it does not end in `.md` (those open as they are).
    let base = baseName(path)
    let stem = String(base.dropLast(".hap.md".count))
    state.overlay = nil
    var effects: [Effect] = []
    if Slug.isValid(stem), stem != state.pattern.id {
      effects = commit(.setPattern(.id(stem)), &state)
      guard !effects.isEmpty else { return (nil, []) }
    }
    state.document.path = path
    state.history.endRun()
    state.message = StatusMessage("saving \(base)…")
    let save = SaveRequest(
      pattern: state.pattern, title: state.document.title, revision: state.history.current,
      thenQuit: thenQuit, path: path)
    return (nil, effects + [.save(save)])
  }

  /// The last component of a path.
  static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
