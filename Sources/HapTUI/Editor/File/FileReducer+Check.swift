extension FileReducer {
  /// Applies the checks of a file drawn before it was checked: edits open, or the file turns
  /// read-only with its problems in view as if it had been checked when read (D264); then the
  /// columns are asked for.
  static func checked(_ check: DocumentCheck, _ state: inout EditorState) -> [Effect] {
    guard state.document.checksPending else { return [] }
    state.document.checksPending = false
    state.document.diagnostics = check.diagnostics
    state.document.readOnlyReason = check.readOnlyReason
    state.document.isRepairable = check.isRepairable
    if check.readOnlyReason != nil {
      state.screen.lowerTab = .problems
      state.screen.message = StatusMessage(TrackReducer.readOnlyMessage(state), kind: .error)
    }
    return [EditorReducer.requestAnalysis(&state)]
  }
}
