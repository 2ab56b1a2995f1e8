extension InputEvent {
  /// Scripted key presses, written as in help (`"j <Enter> q"`, see `Key.script`).
  public static func keys(_ script: String) -> [InputEvent] {
    Key.script(script).map { .key($0) }
  }
}
