import Glibc
import HapModel
import HapTUI

/// The command-line entry point of `haptui`: dispatches to a subcommand.
public enum HaptuiCommand {
  /// Every subcommand, in the order `haptui --help` lists them.
  public static var subcommands: [any Subcommand.Type] {
    [
      EditCommand.self,
      ValidateCommand.self,
      FormatCommand.self,
      NewCommand.self,
      RenderCommand.self,
      ExplainCommand.self,
      ExportCommand.self,
      CodegenCommand.self,
      DevicesCommand.self,
      PlayCommand.self,
      VersionCommand.self,
    ]
  }

  /// Runs `haptui` with the given arguments (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], io: CommandIO = .standard) -> Int32 {
    if let status = HelpExport.run(arguments, io: io) { return status }
    guard let first = arguments.first else {
      // In a terminal, `haptui` alone browses ./Patterns; elsewhere it prints the help.
      if io.isTerminal, isatty(0) != 0 {
        return BrowserLauncher.browse(folder: "Patterns", errors: io.err)
      }
      io.out(help)
      return 0
    }
    switch first {
    case "--help", "-h", "help":
      if arguments.count > 1, let command = command(named: arguments[1]) {
        io.out(command.help)
      } else {
        io.out(help)
      }
      return 0
    case "--version", "-V":
      io.out("haptui \(HaptuiVersion.string)\n")
      return 0
    default:
      break
    }
    // `haptui FILE` opens the editor, like `haptui edit FILE`.
    if command(named: first) == nil, !first.hasPrefix("-"),
      first.hasSuffix(".md") || fileExists(first)
    {
      return EditCommand.run(arguments, io: io)
    }
    guard let command = command(named: first) else {
      io.err("haptui: unknown command '\(first)'\nRun 'haptui --help' for the list of commands.\n")
      return 2
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      io.out(command.help)
      return 0
    }
    return command.run(rest, io: io)
  }

  static func command(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.name == name }
  }

  /// The text of `haptui --help`, built from the subcommand list.
  public static var help: String {
    let width = subcommands.map { $0.name.count }.max() ?? 0
    var text = """
      haptui \(HaptuiVersion.string): author, preview and feel .hap.md haptic patterns

      Usage: haptui COMMAND [OPTIONS] [ARGS]
             haptui --help | --version
             haptui COMMAND --help

      Commands:

      """
    for command in subcommands {
      let pad = String(repeating: " ", count: width - command.name.count)
      text += "  \(command.name)\(pad)  \(command.summary)\n"
    }
    return text
  }

  /// Reports a usage error the same way for every command (exit code 2).
  public static func usageFailure(_ error: UsageError, command: String, io: CommandIO) -> Int32 {
    io.err("haptui \(command): \(error.message)\nRun 'haptui \(command) --help' for usage.\n")
    return 2
  }

  /// Whether anything exists at `path` (a file that does not end in `.md` opens the editor).
  static func fileExists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }
}
