import HapModel

extension FileReducer {
  /// The first save of an import: the save-as prompt, filled in with the default name beside
  /// the source (`<slug>.hap.md`), so the author sees and may change where it goes.
  static func askImportName(_ state: inout EditorState, thenQuit: Bool) -> [Effect] {
    state.screen.overlay = .prompt(Prompt(.saveAs, text: state.document.path, thenQuit: thenQuit))
    let source = state.document.importedFrom.map(baseName) ?? "the source"
    state.screen.message = StatusMessage(
      "name the new .hap.md (\(source) is never written): Enter saves, Esc goes back")
    return []
  }

  /// The answer to an import's name prompt: the target is checked first (D138), so a name
  /// already taken is asked about before anything changes; then the first save creates the
  /// file, and a new name that is a slug becomes the pattern's id too, as `haptui import --id`
  /// would.
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
    state.screen.overlay = nil
    let newID = Slug.isValid(stem) && stem != state.track.pattern.id ? stem : nil
    state.screen.message = StatusMessage("checking \(base)…")
    return (nil, [.checkImportTarget(ImportSavePlan(path: path, newID: newID, thenQuit: thenQuit))])
  }

  /// The answer to the import's target check: the name prompt again with the reason, the
  /// question about the file already there, or the save.
  static func importTargetChecked(
    _ plan: ImportSavePlan, exists: Bool, problem: String?, _ state: inout EditorState
  ) -> [Effect] {
    if let problem {
      var prompt = Prompt(.saveAs, text: plan.path, thenQuit: plan.thenQuit)
      prompt.error = problem
      state.screen.overlay = .prompt(prompt)
      state.screen.message = StatusMessage("not saved: \(problem)", kind: .error)
      return []
    }
    if exists {
      state.screen.overlay = .confirmImportReplace(plan)
      state.screen.message = StatusMessage(
        "\(baseName(plan.path)) already exists: o replaces it, Esc keeps it", kind: .error)
      return []
    }
    return importSave(plan, force: false, &state)
  }

  /// The import's first save to `plan.path`, the id following the name in the same step.
  static func importSave(_ plan: ImportSavePlan, force: Bool, _ state: inout EditorState)
    -> [Effect]
  {
    var effects: [Effect] = []
    if let id = plan.newID {
      effects = TrackReducer.commit(.setPattern(.id(id)), &state)
      guard !effects.isEmpty else { return [] }
    }
    state.document.path = plan.path
    state.edits.history.endRun()
    state.screen.message = StatusMessage("saving \(baseName(plan.path))…")
    let save = SaveRequest(
      pattern: state.track.pattern, title: state.document.title,
      revision: state.edits.history.current, force: force, thenQuit: plan.thenQuit,
      path: plan.path, frontmatter: state.frontmatterEdits)
    return effects + [.save(save)]
  }

  /// The last component of a path.
  static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
