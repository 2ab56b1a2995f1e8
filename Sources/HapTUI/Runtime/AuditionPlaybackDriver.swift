import HapAudition
import HapPlayback

/// Plays on the audition target a request names (a phone over adb or feedbackd, the sound
/// card), else on the rumble driver it wraps. A target is connected once and kept; `stop`
/// cancels what it plays, so a stop, a new play and a loop's end never leave it running.
final class AuditionPlaybackDriver: PlaybackDriver {
  private let fallback: PlaybackDriver
  private let connect: (String) throws(AuditionFailure) -> any AuditionTarget
  private var targets: [String: any AuditionTarget] = [:]
  private var active: (any AuditionTarget)?
  private var startedAt = 0
  private var duration = 0
  /// The sound card plays both voices (the attached sound and the track's, D162): this
  /// driver only keeps time.
  private var cardPlays = false
  private(set) var playedSummary: String?

  init(
    fallback: PlaybackDriver,
    connect: @escaping (String) throws(AuditionFailure) -> any AuditionTarget
  ) {
    self.fallback = fallback
    self.connect = connect
  }

  func start(_ request: PlaybackRequest) -> String? {
    stop()
    playedSummary = nil
    guard let name = request.audition else { return fallback.start(request) }
    if name == "sound", let cue = request.sound {
      cardPlays = true
      startedAt = MonotonicTime.milliseconds()
      duration = cue.lengthMs
      return nil
    }
    do throws(AuditionFailure) {
      let target: any AuditionTarget
      if let known = targets[name] { target = known } else { target = try connect(name) }
      targets[name] = target
      let start = try target.play(request.pattern, settings: request.settings)
      active = target
      startedAt = MonotonicTime.milliseconds()
      duration = start.duration
      playedSummary = ([start.summary] + start.notes).joined(separator: "; ")
      return nil
    } catch {
      targets[name] = nil
      return error.description
    }
  }

  func stop() {
    fallback.stop()
    if let active { try? active.cancel() }
    active = nil
    cardPlays = false
  }

  var elapsed: Int? {
    guard active != nil || cardPlays else { return fallback.elapsed }
    let elapsed = MonotonicTime.milliseconds() - startedAt
    return elapsed < duration ? elapsed : nil
  }

  var deviceName: String? { fallback.deviceName }

  var failure: String? { active != nil || cardPlays ? nil : fallback.failure }

  deinit {
    stop()
    for target in targets.values { (target as? SoundTarget)?.close() }
  }
}
