import HapRender

/// The schedule `haptui play` plays and how to name it.
struct PlaySource {
  var title: String
  var schedule: RumbleSchedule
  /// Why an empty schedule is silent (for the "nothing to play" line).
  var silenceReason: String

  static func load(_ request: PlayRequest) -> Result<PlaySource, PlayProblem> {
    if let steps = request.steps {
      return .success(
        PlaySource(title: "--steps", schedule: steps, silenceReason: "every step is silent"))
    }
    // Reading .hap.md files arrives with the model and render engineers' work (see NEWS).
    return .failure(
      PlayProblem(
        message:
          "\(request.file ?? "FILE"): playing .hap.md files is not available in this build yet; "
          + "use --steps", exitCode: 1))
  }
}
