import HapImport
import HapModel

extension SoundAnalysis {
  /// Analyses the request's decoded sound as `haptui import` analyses the file, with the
  /// request's options: its track and a summary, or the import's reason it made none. The
  /// samples are the lane's: the sound is not decoded again.
  public static func analyzing(_ request: SoundAnalysisRequest) -> SoundAnalysis {
    let sound = request.sound
    let answer = SoundAnalysis(path: sound.path, name: sound.name, generation: request.generation)
    switch Importer.importSound(sound.decoded, name: sound.name, options: request.options) {
    case .failure(let failure):
      var failed = answer
      failed.problem = "\(failure.code) \(failure.message)"
      return failed
    case .success(let imported):
      let events = imported.pattern.events
      let steps = events.filter { $0.type == .continuous }.count
      let transients = events.count - steps
      var made = answer
      made.events = events
      made.summary =
        "\(steps) step\(steps == 1 ? "" : "s"), "
        + "\(transients) transient\(transients == 1 ? "" : "s")"
      return made
    }
  }
}
