import HapImport
import HapModel

/// `haptui import`: turns AHAP, Meta/Lofelt `.haptic` and Android vibration XML files into
/// `.hap.md` patterns, with a report of what was kept, approximated or dropped.
enum ImportCommand: Subcommand {
  static let name = "import"
  static let summary =
    "import AHAP, .haptic, Android vibration XML files and sounds as .hap.md patterns"
  static let help = importHelp + audioHelp
  static let importHelp = """
    Usage: haptui import [--out DIR] [--id ID] [--tolerance T] [--force] [--json] FILE...
           haptui import [--gain DB] [--threshold DB] [--release MS] [--sensitivity S]
                         [--no-transients] [--max-steps-per-second N] [options] SOUND...

    Writes one .hap.md per FILE (AHAP .ahap, Meta/Lofelt .haptic v1, Android vibration XML .xml),
    named ID.hap.md where ID is the slug of the file's name (Button 1.haptic -> button-1), and
    prints what the import kept, approximated or dropped. Inputs are never modified; an
    existing file is never replaced without --force. See docs/import.md.

    Options:
      --out DIR       the folder to write into (default: beside each input; created if missing)
      --id ID         the pattern id (only with one FILE)
      --tolerance T   how far a stepped curve may stray from the source, 0 < T <= 0.5
                      (default 0.02 of full intensity)
      --force         replace existing files
      --json          print one JSON object per input (file, output, format, report) instead

    Exit status: 0 every file imported, 1 some file was not (the others still are), 2 usage
    error.

    Example:
      haptui import --out Patterns Effects/Boing.ahap "Button 1.haptic"

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scan: ArgumentScanner
    var options = ImportOptions()
    do throws(UsageError) {
      scan = try ArgumentScanner(
        arguments, flags: audioFlags.union(["force", "json"]),
        options: audioOptions.union(["out", "id", "tolerance"]))
      guard !scan.positionals.isEmpty else { throw UsageError("give at least one FILE") }
      if let id = scan.value("id") {
        guard scan.positionals.count == 1 else { throw UsageError("--id takes exactly one FILE") }
        guard Slug.isValid(id) else {
          throw UsageError(
            "'\(id)' is not a slug; use lower-case words joined by hyphens, e.g. "
              + "'\(Slug.suggestion(from: id))'")
        }
        options.id = id
      }
      if let text = scan.value("tolerance") {
        guard let value = Double(text), value > 0, value <= 0.5 else {
          throw UsageError("--tolerance must be a number above 0 and at most 0.5, such as 0.02")
        }
        options.tolerance = value
      }
      try applyAudio(scan, to: &options)
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    let run = ImportRun(options: options, folder: scan.value("out"), force: scan.has("force"))
    let outcomes = run.run(scan.positionals)
    io.out(scan.has("json") ? ImportReportText.json(outcomes) : ImportReportText.human(outcomes))
    io.err(ImportReportText.errors(outcomes))
    return outcomes.allSatisfy(\.succeeded) ? 0 : 1
  }
}
