/// Quotes words for a POSIX shell, as `adb shell` and `ssh` hand one line to the far side.
public enum ShellQuote {
  /// `word` as the shell reads it back: unchanged when it holds only safe characters, else in
  /// single quotes (a single quote inside becomes `'\''`).
  public static func quoted(_ word: String) -> String {
    let safe = word.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0))
    }
    if safe, !word.isEmpty { return word }
    return "'" + word.replacing("'", with: "'\\''") + "'"
  }

  /// The words joined by spaces, each quoted.
  public static func quoted(_ words: [String]) -> String {
    words.map(quoted).joined(separator: " ")
  }
}
