/// The hidden outputs `make install` and the docs are generated from: the manual as Markdown
/// (`haptui --help-markdown`, the body of docs/cli.md), as a man page (`haptui --help-man`),
/// and shell completion (`haptui --completion bash|zsh`). All of them are built from the
/// subcommands' help strings, so they cannot say something `haptui CMD --help` does not.
public enum HelpExport {
  /// Handles `arguments` when they ask for one of the generated outputs and returns the exit
  /// status; nil when they are an ordinary command line.
  public static func run(_ arguments: [String], io: CommandIO) -> Int32? {
    switch arguments.first {
    case "--help-markdown":
      io.out(CommandManual.markdown(HaptuiCommand.subcommands, overview: HaptuiCommand.help))
      return 0
    case "--help-man":
      io.out(ManPage.text(HaptuiCommand.subcommands, overview: HaptuiCommand.help))
      return 0
    case "--completion":
      switch arguments.dropFirst().first {
      case "bash":
        io.out(CompletionScript.bash(HaptuiCommand.subcommands))
        return 0
      case "zsh":
        io.out(CompletionScript.zsh(HaptuiCommand.subcommands))
        return 0
      default:
        io.err("haptui: --completion needs a shell: bash or zsh\n")
        return 2
      }
    default:
      return nil
    }
  }
}
