import HapModel

/// The command-line entry point of `haptui`.
public enum HaptuiCommand {
  /// Runs `haptui` with the given arguments (without the program name) and returns the exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    if arguments == ["--version"] {
      print("haptui \(HaptuiVersion.string)")
      return 0
    }
    return 2
  }
}
