import HapImport
import HapModel

extension SoundAnalysis {
  /// Analyses the sound at `path` with `haptui import`'s defaults: its track and a summary, or
  /// the import's positioned reason it made none.
  static func importing(name: String, path: String) -> SoundAnalysis {
    switch Importer.importFile(at: path) {
    case .failure(let failure):
      return SoundAnalysis(
        path: path, name: name, problem: "\(failure.code) \(failure.message)")
    case .success(let imported):
      guard imported.format == .audio else {
        return SoundAnalysis(
          path: path, name: name, problem: "it is not a sound (read as \(imported.format))")
      }
      let events = imported.pattern.events
      let steps = events.filter { $0.type == .continuous }.count
      let transients = events.count - steps
      let summary =
        "\(steps) step\(steps == 1 ? "" : "s"), "
        + "\(transients) transient\(transients == 1 ? "" : "s")"
      return SoundAnalysis(path: path, name: name, events: events, summary: summary)
    }
  }
}
