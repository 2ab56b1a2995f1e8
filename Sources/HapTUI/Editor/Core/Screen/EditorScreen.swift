import HapModel

/// Draws the whole editor for a state: the panes the layout places, then any dialog on top.
public enum EditorScreen {
  /// A full frame for `state` at its size, in the theme the state asks for.
  public static func render(_ state: EditorState, glyphs: Glyphs = .unicode) -> CellBuffer {
    let theme = Theme.selected(monochrome: state.screen.monochrome, glyphs: glyphs)
    var buffer = CellBuffer(width: state.screen.size.columns, height: state.screen.size.rows)
    render(state, theme: theme, into: &buffer)
    return buffer
  }

  /// Draws `state` into `buffer` with `theme`.
  public static func render(_ state: EditorState, theme: Theme, into buffer: inout CellBuffer) {
    let layout = state.layout
    func draw(_ widget: EditorWidget, in rect: Rect) {
      widget.make(state, theme: theme)?.render(in: rect, into: &buffer)
    }
    guard layout.arrangement != .tooSmall else {
      draw(.tooSmall, in: buffer.bounds)
      // A question stays in view however small the window: its keys still act.
      draw(.dialog, in: buffer.bounds)
      return
    }
    let aboveStatus = Rect(x: 0, y: 0, width: layout.size.columns, height: layout.status.y)
    switch state.screen.overlay {
    case .help:
      draw(.help, in: aboveStatus)
    case .diff:
      draw(.diff, in: aboveStatus)
    case .messages:
      draw(.messages, in: aboveStatus)
    default:
      for pane in Pane.allCases {
        if let rect = layout.rect(of: pane) { draw(EditorWidget(pane), in: rect) }
      }
      if let bar = layout.tabBar, layout.visibleTab != nil { draw(.tabBar, in: bar) }
      // The analysis panel takes the inspector's place (or the lower tab's), beside the grid.
      if let rect = layout.inspector ?? layout.tabBody { draw(.analysisPanel, in: rect) }
    }
    draw(.statusLine, in: layout.status)
    draw(.dialog, in: buffer.bounds)
  }
}
