extension EditorState {
  /// The analysis column of the previewed platform, when an analysis has arrived.
  public var focusedColumn: PlatformColumn? { panel.focusedColumn(in: analysis) }
}
