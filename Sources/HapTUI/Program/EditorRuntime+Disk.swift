import Glibc
import HapModel
import HapSystem

extension EditorRuntime {
  /// Carries out saves, `save-as`, the external editor, reloads, the diff with the file on
  /// disk, and checks a sound before it is attached.
  func performOnDisk(_ effect: Effect) {
    switch effect {
    case .save(let request):
      let before = session.path
      let outcome = session.save(request)
      // After a save elsewhere the edits live in the copy: the original's recovery goes.
      if session.path != before { environment.recovery?.remove(for: before) }
      dispatch(.saveFinished(outcome))
    case .checkSound(let name):
      dispatch(.soundChecked(name, problem: session.soundProblem(name)))
    case .saveAs(let request):
      let (error, moved) = session.saveAs(request)
      dispatch(
        .savedAs(path: request.path, revision: request.revision, error: error, movedAudio: moved))
      if error == nil { diskChangeReported = false }
    case .checkSaveAsTarget(let plan):
      dispatch(.saveAsTargetChecked(plan, problem: session.saveAsProblem(plan.path)))
    case .checkImportTarget(let plan):
      dispatch(
        .importTargetChecked(
          plan, exists: Files.exists(plan.path), problem: WriteAccess.problem(savingTo: plan.path)))
    case .editInEditor:
      keepUnsavedEdits(final: false)
      let command = Self.editorCommand(path: session.path)
      var status: Int32 = 0
      backend.runOutside { status = system(command) }
      fullRedraw = true
      reloadNow(reason: "edit in editor")
      if status != 0 {
        dispatch(
          .fileProblem(
            "\(Self.editorName) ended with status \((status >> 8) & 0xFF); the file was read again")
        )
      }
    case .reload(let force):
      guard force || session.changedOnDisk else { return dispatch(.diskUnchanged) }
      if !force, state.isDirty { return dispatch(.diskConflict) }
      reloadNow(reason: "reload")
    case .diffWithDisk(let pattern, let title, let frontmatter):
      let editor = session.serialized(with: pattern, title: title, frontmatter: frontmatter)
      let disk = session.bytesOnDisk() ?? []
      dispatch(.diffReady(LineDiff.lines(from: disk, to: editor)))
    default:
      break
    }
  }

  /// Reads the file again and hands it to the reducer.
  func reloadNow(reason: String) {
    let opened = session.reload()
    diskChangeReported = false
    dispatch(.reloaded(ReloadedFile(info: opened.info, pattern: opened.pattern, reason: reason)))
  }

  /// Says once in the status line that the file changed on disk, so the author can reload.
  func watchDisk() {
    guard !diskChangeReported, state.screen.overlay == nil, session.changedOnDisk else { return }
    diskChangeReported = true
    dispatch(
      .fileProblem(
        "\(state.document.fileName) changed on disk: F5 reloads it (and offers a diff)"))
  }

  /// The program `edit-in-editor` runs: `$VISUAL`, else `$EDITOR`, else `vi`.
  static var editorName: String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = ProcessEnvironment.value(name), !value.isEmpty { return value }
    }
    return "vi"
  }

  /// The shell command that opens `path` in the editor (the variable may hold arguments).
  static func editorCommand(path: String) -> String {
    let quotedPath =
      "'"
      + path.split(separator: "'", omittingEmptySubsequences: false).joined(
        separator: "'\\''") + "'"
    return "\(editorName) \(quotedPath)"
  }
}
