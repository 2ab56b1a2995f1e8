import HapImport

/// Runs `ImportRun` (what `haptui import` runs, without the command line) and returns what the
/// command would print on standard error and its exit status.
enum ImportRunResult {
  static func run(into folder: String, _ files: [String]) -> (status: Int32, err: String) {
    let outcomes = ImportRun(folder: folder).run(files)
    return (outcomes.allSatisfy(\.succeeded) ? 0 : 1, ImportReportText.errors(outcomes))
  }
}
