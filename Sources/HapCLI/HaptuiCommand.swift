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
      SiteCommand.self,
      ImportCommand.self,
      DevicesCommand.self,
      PlayCommand.self,
      LspCommand.self,
      VersionCommand.self,
    ]
  }

  /// Runs `haptui` with the given arguments (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], io: CommandIO = .standard) -> Int32 {
    if let status = HelpExport.run(arguments, io: io) { return status }
    // `haptui --ascii [DIR]` browses in ASCII, as `haptui edit --ascii FILE` edits (D156).
    if let first = arguments.first, first == "--ascii", arguments.count <= 2 {
      guard let folder = arguments.dropFirst().first else {
        guard io.isTerminal, isatty(0) != 0 else {
          io.err("haptui: --ascii alone browses the current folder, which needs a terminal\n")
          return 1
        }
        return BrowserLauncher.browse(
          folder: BrowserLauncher.defaultFolder(), ascii: true, errors: io.err)
      }
      if isFolder(folder) { return browseFolder(folder, ascii: true, io: io) }
      if command(named: folder) == nil { return EditCommand.run(arguments, io: io) }
    }
    guard let first = arguments.first else {
      // In a terminal, `haptui` alone browses the current folder when it holds patterns (else
      // ./Patterns); elsewhere it prints the help.
      if io.isTerminal, isatty(0) != 0 {
        return BrowserLauncher.browse(folder: BrowserLauncher.defaultFolder(), errors: io.err)
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
    // `haptui DIR` browses DIR.
    if command(named: first) == nil, arguments.count == 1, isFolder(first) {
      return browseFolder(first, ascii: false, io: io)
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

  /// Browses `folder` in the terminal, or says why it cannot (not a terminal).
  static func browseFolder(_ folder: String, ascii: Bool, io: CommandIO) -> Int32 {
    guard io.isTerminal, isatty(0) != 0 else {
      io.err(
        "haptui: \(folder) is a folder; browsing it needs a terminal (haptui validate "
          + "\(folder) checks its patterns)\n")
      return 1
    }
    return BrowserLauncher.browse(folder: folder, ascii: ascii, errors: io.err)
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

  /// Whether `path` is a folder (a symbolic link to one counts).
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
