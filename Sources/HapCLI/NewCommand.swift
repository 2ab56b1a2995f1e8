import Foundation
import HapModel

/// `haptui new ID [--intent TOKEN] [--dir DIR]`: writes a new conformant pattern file.
enum NewCommand: Subcommand {
  static let name = "new"
  static let summary = "write a new conformant pattern file from a template"
  static let help = """
    Usage: haptui new ID [--intent TOKEN] [--dir DIR]

    Writes DIR/ID.hap.md: frontmatter, prose headings to fill in, and a conformant starting
    pattern (a track shaped after the intent, and a web fallback). Never overwrites a file.

    Arguments:
      ID              the pattern's slug: lower-case words joined by hyphens (double-tap)

    Options:
      --intent TOKEN  a Tier-0 intent: impact.light, impact.medium, impact.heavy, impact.soft,
                      impact.rigid, notification.success, notification.warning,
                      notification.error, selection
      --dir DIR       the folder to write into (default: the current folder; created if missing)
      -h, --help      show this help

    Exit status: 0 written, 1 the file exists or cannot be written, 2 usage error.

    Example:
      haptui new save-success --intent notification.success --dir Patterns

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scanner: ArgumentScanner
    do {
      scanner = try ArgumentScanner(arguments, flags: [], options: ["intent", "dir"])
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    guard scanner.positionals.count == 1, let id = scanner.positionals.first else {
      return HaptuiCommand.usageFailure(UsageError("give exactly one ID"), command: name, io: io)
    }
    guard Slug.isValid(id) else {
      return HaptuiCommand.usageFailure(
        UsageError(
          "'\(id)' is not a slug; use lower-case words joined by hyphens, e.g. "
            + "'\(Slug.suggestion(from: id))'"),
        command: name, io: io)
    }
    var intent: IntentToken?
    if let token = scanner.value("intent") {
      guard let parsed = IntentToken(rawValue: token) else {
        let hint = IntentToken.nearest(to: token).map { "; did you mean '\($0.rawValue)'?" } ?? ""
        return HaptuiCommand.usageFailure(
          UsageError("'\(token)' is not a Tier-0 intent token\(hint)"), command: name, io: io)
      }
      intent = parsed
    }
    let folder = scanner.value("dir") ?? "."
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      io.err("haptui new: cannot create the folder \(folder)\n")
      return 1
    }
    let path = (folder.hasSuffix("/") ? folder : folder + "/") + id + ".hap.md"
    do {
      try HapDocument.create(Array(PatternTemplate.text(id: id, intent: intent).utf8), at: path)
    } catch {
      io.err("haptui new: \(error.message)\n")
      return 1
    }
    io.out("created \(path)\n")
    return 0
  }
}
