import HapModel
import HapPlayback
import HapRender

/// What `haptui play` plays and how to name it: a pattern file (its track, or one platform's
/// rendition of it) or hand-written `--steps`.
struct PlaySource {
  var title: String
  /// The schedule for a device of the given kind.
  var schedule: @Sendable (DeviceKind) -> RumbleSchedule
  /// Why an empty schedule is silent (for the "nothing to play" line).
  var silenceReason: String
  /// The pattern, when a file was read (audition targets play it themselves).
  var pattern: HapticPattern?

  static func load(_ request: PlayRequest) -> Result<PlaySource, PlayProblem> {
    if let steps = request.steps {
      return .success(
        PlaySource(
          title: "--steps", schedule: { _ in steps }, silenceReason: "every step is silent"))
    }
    let file = request.file ?? ""
    let document = HapDocument.read(path: file)
    guard document.isConformant, let pattern = document.pattern else {
      let report = DiagnosticReport.human(file: file, document.errors, colour: false)
      return .failure(
        PlayProblem(
          message: "\(file) is not a conformant pattern; nothing was played. Fix these first "
            + "('haptui validate \(file)' lists every finding):\n" + report,
          exitCode: 1))
    }
    guard let platform = request.platform else {
      return .success(
        PlaySource(
          title: file,
          schedule: { kind in RumbleSchedule.richest(for: pattern, motor: kind.motorModel) },
          silenceReason: "the pattern has no track", pattern: pattern))
    }
    let profile: DeviceProfile
    if let name = request.profile {
      guard let named = DeviceProfile.named(name, platform: platform) else {
        let known = DeviceProfile.profiles(for: platform).map(\.name).joined(separator: ", ")
        return .failure(
          PlayProblem(
            message: "\(platform.rawValue) has no profile '\(name)' (profiles: \(known))",
            exitCode: 2))
      }
      profile = named
    } else {
      profile = DeviceProfile.defaultProfile(for: platform)
    }
    let rendition = Renderer.render(pattern, profile: profile, settings: .standard)
    let path = rendition.path.isEmpty ? "" : ", \(rendition.path)"
    return .success(
      PlaySource(
        title: "\(file) as \(platform.displayName) \(profile.name) would play it "
          + "(\(rendition.rung.rawValue) rung\(path))",
        schedule: { _ in rendition.feel },
        silenceReason: "\(platform.displayName) \(profile.name) plays nothing for it",
        pattern: pattern))
  }
}
