import Foundation
import HapModel
import HapRender

/// `haptui validate [--json] [--jobs N] PATH...`: checks files for structural conformance.
///
/// Never writes to any file. Exit 0 when every file is conformant (warnings allowed), 1 when
/// any is not (or a folder holds no pattern), 2 for a usage error.
enum ValidateCommand: Subcommand {
  static let name = "validate"
  static let summary = "check .hap.md files for conformance (errors HAP000-HAP008, warnings HAPWnn)"
  static let help = """
    Usage: haptui validate [--json] [--jobs N] PATH...

    Checks each .hap.md file against the haptic 0.1 structural rules and the usage warnings.
    A PATH may be a file or a folder (searched recursively for *.hap.md; hidden folders skipped).
    Files are never modified.

    Options:
      --json     print one JSON array: [{"file", "conformant", "diagnostics": [{"code",
                 "severity", "line", "column", "message"}]}]
      --jobs N   check files on N threads (default: one per processor); the output is the
                 same, in the same order, for any N
      -h, --help show this help

    Output (default), one line per finding, like a compiler:
      Patterns/tap.hap.md:31:53: error[HAP002]: intensity 1.4 is above 1 (allowed 0..1)

    Exit status: 0 all files conformant (warnings allowed), 1 any file is not (or a folder
    holds no .hap.md file), 2 usage error. The codes are listed in the README.

    Examples:
      haptui validate Patterns
      haptui validate --json tap.hap.md heartbeat.hap.md

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scanner: ArgumentScanner
    do {
      scanner = try ArgumentScanner(arguments, flags: ["json"], options: ["jobs"])
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    guard !scanner.positionals.isEmpty else {
      return HaptuiCommand.usageFailure(
        UsageError("give at least one file or folder"), command: name, io: io)
    }
    var jobs = OrderedWork.processors
    if let text = scanner.value("jobs") {
      guard let number = Int(text), number >= 1 else {
        return HaptuiCommand.usageFailure(
          UsageError("--jobs needs a whole number of at least 1, not '\(text)'"), command: name,
          io: io)
      }
      jobs = number
    }
    let expansion = PatternFiles.expand(scanner.positionals)
    var allConformant = expansion.emptyFolders.isEmpty
    for folder in expansion.emptyFolders {
      io.err("haptui validate: no .hap.md files found under \(folder)\n")
    }
    let json = scanner.has("json")
    let colour = io.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    var objects: [String] = []
    var counts = (errors: 0, warnings: 0, failing: 0)
    var output = BufferedOutput(io: io)
    OrderedWork.run(expansion.files, jobs: jobs) { file in
      FileReport(file: file, json: json, colour: colour)
    } consume: { report in
      if !report.conformant {
        allConformant = false
        counts.failing += 1
      }
      counts.errors += report.errors
      counts.warnings += report.warnings
      if json {
        objects.append(report.text)
      } else {
        output.write(report.text)
      }
    }
    if json {
      output.write(DiagnosticReport.jsonArray(objects))
    } else {
      let files = expansion.files.count
      output.write(
        "\(files) file\(files == 1 ? "" : "s") checked: \(files - counts.failing) conformant, "
          + "\(counts.failing) not; \(counts.errors) error\(counts.errors == 1 ? "" : "s"), "
          + "\(counts.warnings) warning\(counts.warnings == 1 ? "" : "s")\n")
    }
    output.flush()
    return allConformant ? 0 : 1
  }
}
