/// A one-line question at the bottom of the screen that takes typed text (`save-as`'s new
/// name, `go-to-time`'s milliseconds or a typed command such as `scale 80`) until Enter
/// answers it or Esc drops it.
public struct Prompt: Equatable, Sendable {
  /// What the answer is for.
  public enum Purpose: Equatable, Sendable {
    case saveAs
    case goToTime
  }

  public var purpose: Purpose
  public var text: String
  /// Why the last answer was refused, shown after the question.
  public var error: String?
  /// Whether the editor quits once the answer is saved (naming an import from the quit
  /// dialog's save).
  public var thenQuit: Bool

  public init(_ purpose: Purpose, text: String = "", thenQuit: Bool = false) {
    self.purpose = purpose
    self.text = text
    error = nil
    self.thenQuit = thenQuit
  }

  /// The question, as the prompt line starts.
  public var question: String {
    switch purpose {
    case .saveAs: "save as:"
    case .goToTime: "go to ms or command:"
    }
  }
}
