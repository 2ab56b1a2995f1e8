import HapAudition
import HapPlayback

/// The audition targets connected so far and the one that last played: used only by the jobs
/// of the driver's worker thread, one at a time, so a target is never called from two threads.
final class AuditionSession: @unchecked Sendable {
  private let connect: @Sendable (String) throws(AuditionFailure) -> any AuditionTarget
  private var targets: [String: any AuditionTarget] = [:]
  private var active: (any AuditionTarget)?

  init(connect: @escaping @Sendable (String) throws(AuditionFailure) -> any AuditionTarget) {
    self.connect = connect
  }

  /// Connects to `name` (once; a target that failed is connected afresh next time) and plays
  /// the request on it.
  func play(_ name: String, _ request: PlaybackRequest) -> Result<AuditionStart, AuditionFailure> {
    do throws(AuditionFailure) {
      let target: any AuditionTarget
      if let known = targets[name] { target = known } else { target = try connect(name) }
      targets[name] = target
      let start = try target.play(request.pattern, settings: request.settings)
      active = target
      return .success(start)
    } catch {
      targets[name] = nil
      return .failure(error)
    }
  }

  /// Cancels what the last play started; why it could not, naming the target and the fix.
  func cancel() -> AuditionFailure? {
    guard let target = active else { return nil }
    active = nil
    do throws(AuditionFailure) {
      try target.cancel()
      return nil
    } catch {
      for (name, known) in targets where known === target { targets[name] = nil }
      return AuditionFailure(
        target: error.target,
        "the stop did not reach it, so it may play on to the end: \(error.message)")
    }
  }

  /// Closes the targets that hold a device open (the sound card).
  func close() {
    for target in targets.values { (target as? SoundTarget)?.close() }
    targets = [:]
  }
}
