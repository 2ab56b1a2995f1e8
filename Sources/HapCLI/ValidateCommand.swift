import Foundation
import HapLSP
import HapModel
import HapRender
import HapSystem

/// `haptui validate [--format human|json|github|sarif] [--jobs N] PATH...`: checks files for structural conformance.
///
/// Never writes to any file. Exit 0 when every file is conformant (warnings allowed), 1 when
/// any is not (or a folder holds no pattern), 2 for a usage error.
enum ValidateCommand: Subcommand {
  static let name = "validate"
  static let summary = "check .hap.md files for conformance (errors HAP000-HAP009, warnings HAPWnn)"
  static let help = """
    Usage: haptui validate [--format human|json|github|sarif] [--jobs N] PATH...

    Checks each .hap.md file against the haptic 0.1 structural rules and the usage warnings.
    Across the files given, two patterns with one id are an error on both (HAP009).
    A PATH may be a file or a folder (searched recursively for *.hap.md; hidden folders skipped).
    Files are never modified.

    Options:
      --format F   human, json, github or sarif
      --json       the same as --format json
      --jobs N     check files on N threads (default: one per processor); the output is the
                   same, in the same order, for any N
      -h, --help   show this help

    Formats: human (the default, below); json, one JSON array [{"file", "conformant",
    "diagnostics": [{"code", "severity", "line", "column", "message"}]}]; github, one GitHub
    Actions workflow command per diagnostic (::error file=F,line=L,col=C,endLine=L,
    endColumn=C,title=CODE::message, warnings as ::warning), which annotate a pull request;
    sarif, one SARIF 2.1.0 log (driver haptui with every rule and its help; each result
    with its rule, level and location) for GitHub code scanning. docs/ci.md shows both in a
    workflow. Rules link to their entry in docs/cli.md where haptui knows a copy: the URL in
    HAPTUI_DOCS_URL (say, your published copy), else the manual 'make install' installed,
    else the checkout a development build runs from; otherwise they carry no link.

    Output (default), one line per finding, like a compiler:
      Patterns/tap.hap.md:31:53: error[HAP002]: intensity 1.4 is above 1 (allowed 0..1)

    Exit status: 0 all files conformant (warnings allowed), 1 any file is not (or a folder
    holds no .hap.md file), 2 usage error. The codes are listed in the README.

    Examples:
      haptui validate Patterns
      haptui validate --json tap.hap.md heartbeat.hap.md
      haptui validate --format sarif Patterns > haptui.sarif

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scanner: ArgumentScanner
    do {
      scanner = try ArgumentScanner(arguments, flags: ["json"], options: ["jobs", "format"])
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    guard !scanner.positionals.isEmpty else {
      return HaptuiCommand.usageFailure(
        UsageError("give at least one file or folder"), command: name, io: io)
    }
    var format = ReportFormat.human
    if let text = scanner.value("format") {
      guard let chosen = ReportFormat(rawValue: text) else {
        let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        return HaptuiCommand.usageFailure(
          UsageError("unknown --format '\(text)' (known: \(known))"), command: name, io: io)
      }
      format = chosen
    }
    if scanner.has("json") {
      guard format == .human || format == .json else {
        return HaptuiCommand.usageFailure(
          UsageError("--json is --format json; give one of them"), command: name, io: io)
      }
      format = .json
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
    let colour = io.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    // Reports are kept (their findings, not the files) so ids shared across files (HAP009)
    // join the reports of both files; the output keeps the order of the files. Files are
    // checked as the folder walk lists them (D393), and each report's text is made on the
    // thread that checked the file, so the printing thread only joins them.
    let keepingBytes = format.needsEnds
    let chosen = format
    // A lone long file is parsed in two halves and the helper's half freed before the checks
    // make their tables: with the threshold held, that memory goes back first (D465).
    MappedBlockThreshold.hold()
    let (expansion, reports) = ListedWork.run(scanner.positionals, jobs: jobs) {
      file, listedRegular, threads in
      var report = FileReport(
        file: file, keepingBytes: keepingBytes, listedRegular: listedRegular, threads: threads)
      report.prepare(chosen, colour: colour)
      return report
    }
    var allConformant = expansion.emptyFolders.isEmpty
    for folder in expansion.emptyFolders {
      io.err("haptui validate: no .hap.md files found under \(folder)\n")
    }
    var counts = (errors: 0, warnings: 0, failing: 0)
    var output = BufferedOutput(io: io)
    let shared = DuplicateIDRule.diagnostics(reports.map(\.id))
    var objects: [String] = []
    var results: [JSONValue] = []
    for (index, report) in reports.enumerated() {
      let extra = shared[index] ?? []
      if !report.conformant(extra) {
        allConformant = false
        counts.failing += 1
      }
      counts.errors += report.errors(extra)
      counts.warnings += report.warnings(extra)
      let (text, found) = report.text(format, colour: colour, extra: extra)
      switch format {
      case .json: objects.append(text)
      case .sarif: results += found
      case .human, .github: output.write(text)
      }
    }
    switch format {
    case .json:
      output.write(DiagnosticReport.jsonArray(objects))
    case .sarif:
      output.write(
        String(
          decoding: SarifLog.log(results, documentation: DocumentationLocation.current()).bytes,
          as: UTF8.self) + "\n")
    case .github:
      break
    case .human:
      let files = expansion.files.count
      output.write(
        "\(files) file\(files == 1 ? "" : "s") checked: \(files - counts.failing) conformant, "
          + "\(counts.failing) not; \(counts.errors) error\(counts.errors == 1 ? "" : "s"), "
          + "\(counts.warnings) warning\(counts.warnings == 1 ? "" : "s")\n")
    }
    output.flush()
    // The reports go with the process: freeing them here would keep the main thread busy
    // after the checks are done (D469).
    ExitArena.keep(reports)
    return allConformant ? 0 : 1
  }
}
