import HapTUI

/// `haptui edit FILE` (or just `haptui FILE`): the terminal editor.
enum EditCommand: Subcommand {
  static let name = "edit"
  static let summary = "open a pattern in the terminal editor (also: haptui FILE)"
  static let help = """
    Usage: haptui edit [--mono] FILE
           haptui FILE
           haptui            (in a terminal: browse ./Patterns)

    Opens FILE in the terminal editor: the track as a time × intensity grid, an inspector,
    the live platform panel and the artefact each platform gets. Press ? in the editor for
    every key. Saving rewrites only the haptic block (and mirrored frontmatter lines).

    A file that does not parse opens read-only with its diagnostics. Unsaved edits are kept in
    a recovery file if the editor is killed, and offered back on the next open.

    Options:
      --mono   monochrome: sharpness as glyph density ░▒▓█ (also when NO_COLOR is set)

    Needs a terminal of at least 60×20 (120×34 shows every pane at once).

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scanner: ArgumentScanner
    do {
      scanner = try ArgumentScanner(arguments, flags: ["mono"], options: [])
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    guard scanner.positionals.count == 1 else {
      return HaptuiCommand.usageFailure(UsageError("give exactly one FILE"), command: name, io: io)
    }
    return EditorLauncher.edit(
      path: scanner.positionals[0], monochrome: scanner.has("mono"), errors: io.err)
  }
}
