/// One `haptui` subcommand: its name, its help text, and how it runs.
public protocol Subcommand {
  /// The word that selects the command (`validate`, `fmt`, …).
  static var name: String { get }
  /// One line for the command list in `haptui --help`.
  static var summary: String { get }
  /// The full text of `haptui NAME --help`.
  static var help: String { get }
  /// Runs the command with its arguments (after the command word) and returns the exit code.
  static func run(_ arguments: [String], io: CommandIO) -> Int32
}
