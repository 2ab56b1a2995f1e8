/// The command-line manual as Markdown: `haptui --help`, then every command's help, as the
/// generated part of docs/cli.md (a test keeps that copy identical).
public enum CommandManual {
  /// The Markdown for `commands`, opened by the top-level help text `overview`.
  public static func markdown(_ commands: [any Subcommand.Type], overview: String) -> String {
    var text = "\n## haptui\n\n```text\n$ haptui --help\n\(overview)```\n"
    for command in commands {
      text += "\n## haptui \(command.name)\n\n\(command.summary.prefix(1).uppercased())"
      text += "\(command.summary.dropFirst()).\n\n```text\n$ haptui \(command.name) --help\n"
      text += command.help.hasSuffix("\n") ? command.help : command.help + "\n"
      text += "```\n"
    }
    return text
  }
}
