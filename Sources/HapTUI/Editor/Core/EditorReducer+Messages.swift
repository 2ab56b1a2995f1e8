extension EditorReducer {
  /// The lines the message log shows above the status line: the window less the status
  /// line's two rows and the log's title.
  static func messageRows(_ state: EditorState) -> Int {
    max(state.screen.size.rows - 3, 1)
  }

  /// The top the message log can scroll to at most: the newest message on the last row.
  static func lastMessagesTop(_ state: EditorState) -> Int {
    let lines = MessagesWidget.lines(state.screen.messageLog, width: state.screen.size.columns)
    return max(lines.count - messageRows(state), 0)
  }

  /// `:messages`: the log opens with its newest message in view, as vim's does.
  static func openMessages(_ state: inout EditorState) {
    state.screen.overlay = .messages(scroll: lastMessagesTop(state))
  }

  /// j/k and the page keys in the message log, kept between its first and its newest line.
  static func scrollMessages(_ command: Command, from top: Int, _ state: inout EditorState) {
    let page = max(messageRows(state) - 1, 1)
    let delta: Int =
      switch command {
      case .scrollUp: -1
      case .scrollDown: 1
      case .scrollPageUp: -page
      default: page
      }
    state.screen.overlay = .messages(scroll: min(max(top + delta, 0), lastMessagesTop(state)))
  }
}
