import HapAudition
import HapPlayback

/// Plays on the audition target a request names (a phone over adb or feedbackd, the sound
/// card), else on the rumble driver it wraps. Connecting, playing and cancelling run on one
/// worker thread of its own, in the order asked, so a slow phone never freezes the editor
/// (D237): `start` returns at once, the playhead holds at the start while the target connects,
/// and what played (or why a stop did not reach the phone) comes back through
/// `takeReports()`. A stop, a new play and a loop's end queue a cancel; quitting waits for it.
final class AuditionPlaybackDriver: PlaybackDriver {
  private let fallback: PlaybackDriver
  private let session: AuditionSession
  private let jobs = SerialJobs()
  private let progress = AuditionProgress()
  /// A play went to a target and no stop has been queued since (run loop only).
  private var auditioning = false
  private var startedAt = 0
  private var duration = 0
  /// The sound card plays both voices (the attached sound and the track's, D162): this
  /// driver only keeps time.
  private var cardPlays = false

  /// How long quitting waits for the queued cancel to reach the target, in ms.
  static let finishTimeout = 2000

  init(
    fallback: PlaybackDriver,
    connect: @escaping @Sendable (String) throws(AuditionFailure) -> any AuditionTarget
  ) {
    self.fallback = fallback
    self.session = AuditionSession(connect: connect)
  }

  func start(_ request: PlaybackRequest) -> String? {
    stop()
    guard let name = request.audition else { return fallback.start(request) }
    if name == "sound", let cue = request.sound {
      cardPlays = true
      startedAt = MonotonicTime.milliseconds()
      duration = cue.lengthMs
      return nil
    }
    auditioning = true
    let ticket = progress.begin()
    jobs.run { [session, progress] in
      // A play a newer play or a stop replaced before its turn is not sent at all.
      guard progress.isCurrent(ticket) else { return }
      let outcome = session.play(name, request)
      progress.record(
        outcome, ticket: ticket, generation: request.generation,
        now: MonotonicTime.milliseconds())
    }
    return nil
  }

  func stop() {
    fallback.stop()
    cardPlays = false
    guard auditioning else { return }
    auditioning = false
    progress.end()
    jobs.run { [session, progress] in
      if let failure = session.cancel() {
        progress.report(.stopFailed(message: failure.description))
      }
    }
  }

  func finish() {
    stop()
    jobs.drain(milliseconds: Self.finishTimeout)
  }

  func takeReports() -> [PlaybackReport] {
    progress.takeReports()
  }

  var elapsed: Int? {
    if cardPlays {
      let elapsed = MonotonicTime.milliseconds() - startedAt
      return elapsed < duration ? elapsed : nil
    }
    guard auditioning else { return fallback.elapsed }
    return progress.elapsed(now: MonotonicTime.milliseconds())
  }

  var deviceName: String? { fallback.deviceName }

  var failure: String? {
    if cardPlays { return nil }
    guard auditioning else { return fallback.failure }
    return progress.failure
  }

  deinit {
    stop()
    jobs.run { [session] in session.close() }
    jobs.end(milliseconds: Self.finishTimeout)
  }
}
