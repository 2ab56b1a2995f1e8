import HapModel

/// Draws the whole editor for a state: the panes the layout places, then any dialog on top.
public enum EditorScreen {
  /// A full frame for `state` at its size, in the theme the state asks for.
  public static func render(_ state: EditorState, glyphs: Glyphs = .unicode) -> CellBuffer {
    let theme = Theme.selected(monochrome: state.monochrome, glyphs: glyphs)
    var buffer = CellBuffer(width: state.size.columns, height: state.size.rows)
    render(state, theme: theme, into: &buffer)
    return buffer
  }

  /// Draws `state` into `buffer` with `theme`.
  public static func render(_ state: EditorState, theme: Theme, into buffer: inout CellBuffer) {
    let layout = state.layout
    guard layout.arrangement != .tooSmall else {
      TooSmallWidget(size: state.size).render(in: buffer.bounds, into: &buffer)
      return
    }
    if case .help(let scroll) = state.overlay {
      HelpWidget(keyMap: .standard, scroll: scroll, theme: theme)
        .render(
          in: Rect(x: 0, y: 0, width: layout.size.columns, height: layout.status.y), into: &buffer)
      StatusLineWidget(state: state, theme: theme).render(in: layout.status, into: &buffer)
      return
    }
    if case .diff(let diff) = state.overlay {
      DiffWidget(diff: diff, fileName: state.document.fileName, theme: theme)
        .render(
          in: Rect(x: 0, y: 0, width: layout.size.columns, height: layout.status.y), into: &buffer)
      StatusLineWidget(state: state, theme: theme).render(in: layout.status, into: &buffer)
      return
    }
    GridWidget(state: state, theme: theme).render(in: layout.grid, into: &buffer)
    if let rect = layout.inspector {
      InspectorWidget(state: state, theme: theme).render(in: rect, into: &buffer)
    }
    if let rect = layout.platforms {
      PlatformPanelWidget(state: state, theme: theme).render(in: rect, into: &buffer)
    }
    if let rect = layout.artifact {
      ArtifactWidget(state: state, theme: theme).render(in: rect, into: &buffer)
    }
    if let rect = layout.problems {
      ProblemsWidget(state: state, theme: theme).render(in: rect, into: &buffer)
    }
    if let bar = layout.tabBar, let visible = layout.visibleTab {
      TabBarWidget(state: state, visible: visible, theme: theme).render(in: bar, into: &buffer)
    }
    StatusLineWidget(state: state, theme: theme).render(in: layout.status, into: &buffer)
    drawDialog(state, theme: theme, into: &buffer)
  }

  private static func drawDialog(_ state: EditorState, theme: Theme, into buffer: inout CellBuffer)
  {
    let area = buffer.bounds
    switch state.overlay {
    case .confirmQuit:
      DialogWidget(
        title: "Unsaved edits", lines: ["\(state.document.fileName) has edits that are not saved."],
        context: .confirmQuit, theme: theme
      ).render(in: area, into: &buffer)
    case .confirmOverwrite:
      let when =
        state.document.changedSinceRecovery
        ? "after the restored edits were kept" : "since it was opened"
      DialogWidget(
        title: "File changed on disk",
        lines: [
          "\(state.document.fileName) changed on disk \(when).",
          "Overwriting replaces those changes with yours;",
          "reloading takes theirs (u goes back to yours).",
        ], context: .confirmOverwrite, theme: theme
      ).render(in: area, into: &buffer)
    case .recovery(let offer):
      var lines = [
        "haptui kept edits to \(state.document.fileName) that were never saved",
        "(recovery file written \(offer.savedAt), \(offer.pattern.events.count) events).",
      ]
      if offer.fileChanged {
        lines.append("The file changed on disk since: saving restored edits asks first.")
      }
      DialogWidget(title: "Unsaved edits found", lines: lines, context: .recovery, theme: theme)
        .render(in: area, into: &buffer)
    case .saveElsewhere(let dialog):
      var lines = [
        "Not saved: \(dialog.reason).", "Save a copy as (the editor then edits the copy):",
        "> \(dialog.path)▏",
      ]
      if let error = dialog.error { lines.append(error) }
      DialogWidget(
        title: "Cannot save here", lines: lines, context: .saveElsewhere, theme: theme
      ).render(in: area, into: &buffer)
    case .prompt(let prompt):
      var lines = ["\(prompt.question) \(prompt.text)▏"]
      if let error = prompt.error { lines.append(error) }
      DialogWidget(
        title: prompt.purpose == .saveAs ? "Save as" : "Go to time", lines: lines,
        context: .prompt, theme: theme
      ).render(in: area, into: &buffer)
    case .confirmSaveAs(let plan):
      DialogWidget(
        title: "Save as",
        lines: [
          "Saving as \(plan.path).",
          "Change the id to \(plan.newID ?? "") (in the block and the frontmatter)?",
          "\(state.document.fileName) itself is left as it is.",
        ], context: .confirmSaveAs, theme: theme
      ).render(in: area, into: &buffer)
    case .help, .diff, nil:
      break
    }
  }
}
