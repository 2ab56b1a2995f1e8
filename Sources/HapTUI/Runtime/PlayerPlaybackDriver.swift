import Glibc
import HapModel
import HapPlayback
import HapRender

/// Plays through HapRender's `Player` on a thread of its own (never the cooperative pool):
/// the track as richly as a rumble device can, or what a platform's profile would do. With no
/// device attached the player still runs its clock, so the playhead moves and nothing is felt.
final class PlayerPlaybackDriver: PlaybackDriver {
  private let player = Player()
  private var thread: pthread_t?
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
        DeviceProfile.named(name, platform: platform) ?? DeviceProfile.defaultProfile(for: platform)
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
    let job = PlaybackJob(
      player: player, schedule: schedule, device: device, stop: stopSignal, finished: finished)
    var handle = pthread_t()
    let box = Unmanaged.passRetained(job).toOpaque()
    guard
      pthread_create(
        &handle, nil,
        { raw in
          let job = Unmanaged<PlaybackJob>.fromOpaque(raw!).takeRetainedValue()
          job.run()
          return nil
        }, box) == 0
    else {
      Unmanaged<PlaybackJob>.fromOpaque(box).release()
      return "cannot start the playback thread"
    }
    thread = handle
    return nil
  }

  func stop() {
    stopSignal.raise()
    if let thread {
      pthread_join(thread, nil)
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

/// One playback on its thread.
private final class PlaybackJob: @unchecked Sendable {
  let player: Player
  let schedule: RumbleSchedule
  let device: (any RumbleDevice)?
  let stop: StopSignal
  let finished: Latch

  init(
    player: Player, schedule: RumbleSchedule, device: (any RumbleDevice)?, stop: StopSignal,
    finished: Latch
  ) {
    self.player = player
    self.schedule = schedule
    self.device = device
    self.stop = stop
    self.finished = finished
  }

  func run() {
    let outcome = player.play(schedule, on: device, stop: stop)
    if case .failed(let error) = outcome { finished.message = error.message }
    finished.set()
  }
}

/// A flag one thread sets and another reads.
final class Latch: @unchecked Sendable {
  private var value = false
  /// A message left by the thread that sets the latch (read after `isSet`).
  var message: String?
  private var lock = pthread_mutex_t()

  init() { pthread_mutex_init(&lock, nil) }

  func set() {
    pthread_mutex_lock(&lock)
    value = true
    pthread_mutex_unlock(&lock)
  }

  func reset() {
    pthread_mutex_lock(&lock)
    value = false
    message = nil
    pthread_mutex_unlock(&lock)
  }

  var isSet: Bool {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    return value
  }
}
