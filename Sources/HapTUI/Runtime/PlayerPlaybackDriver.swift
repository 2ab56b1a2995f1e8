import HapModel
import HapPlayback
import HapRender
import Synchronization

/// Plays through HapRender's `Player` on a thread of its own (never the cooperative pool):
/// the track as richly as a rumble device can, or what a platform's profile would do. With no
/// device attached the player still runs its clock, so the playhead moves and nothing is felt.
final class PlayerPlaybackDriver: PlaybackDriver {
  private let player = Player()
  private var thread: PlaybackThread?
  /// Raised to stop; latched, so a stop that comes before the thread starts still counts.
  private var stopSignal = StopSignal()
  private let finished = Latch()
  /// Finds the device to play on (`nil`: none attached).
  private let openDevice: () -> (any RumbleDevice)?
  private(set) var deviceName: String?

  init(openDevice: @escaping () -> (any RumbleDevice)?, deviceName: String?) {
    self.openDevice = openDevice
    self.deviceName = deviceName
  }

  /// The schedule a request plays.
  static func schedule(for request: PlaybackRequest) -> RumbleSchedule {
    switch request.target {
    case .track:
      return request.settings.hapticsOff
        ? RumbleSchedule() : RumbleSchedule.richest(for: request.pattern)
    case .platform(let platform, let name):
      let profile =
        DeviceProfile.named(name, platform: platform, learnt: request.learnt)
        ?? DeviceProfile.defaultProfile(for: platform)
      return Renderer.render(request.pattern, profile: profile, settings: request.settings).feel
    }
  }

  func start(_ request: PlaybackRequest) -> String? {
    stop()
    let schedule = Self.schedule(for: request)
    let device = openDevice()
    deviceName = device.map { ($0 as? EvdevRumbleDevice)?.name ?? "device" }
    finished.reset()
    stopSignal = StopSignal()
    let finished = finished
    thread = PlaybackThread(
      player: player, schedule: schedule, device: device, stop: stopSignal,
      finished: { outcome in
        if case .failed(let error) = outcome { finished.message = error.message }
        finished.set()
      })
    return nil
  }

  func stop() {
    stopSignal.raise()
    if let thread {
      _ = thread.join()
      self.thread = nil
    }
  }

  var failure: String? { finished.isSet ? finished.message : nil }

  var elapsed: Int? {
    if let elapsed = player.elapsedMilliseconds { return elapsed }
    // Before the thread has started the clock, playback has not ended: report 0.
    return thread != nil && !finished.isSet ? 0 : nil
  }

  deinit {
    stop()
  }
}

/// A flag the playback thread sets, with the message it leaves, and the run loop reads.
final class Latch: Sendable {
  private let state = Mutex<(isSet: Bool, message: String?)>((false, nil))

  /// A message left by the thread that sets the latch (read after `isSet`).
  var message: String? {
    get { state.withLock { $0.message } }
    set { state.withLock { $0.message = newValue } }
  }

  func set() {
    state.withLock { $0.isSet = true }
  }

  func reset() {
    state.withLock { $0 = (false, nil) }
  }

  var isSet: Bool { state.withLock { $0.isSet } }
}
