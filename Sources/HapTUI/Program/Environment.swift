import HapAudition
import HapPlayback
import HapSound
import HapSystem

/// What a program (the editor or the browser) runs against: the playback driver, the sound
/// output, the recovery store, the attached device's monitor, where work runs, the signals and
/// the clock. Made whole by the launcher (`terminal`) or by a test (`scripted`), instead of
/// asking which backend it is or setting variables after `init` (D076).
struct Environment {
  /// Plays the haptics: the real player on a terminal, a clock alone when scripted.
  var playback: PlaybackDriver
  /// Makes the sound card an attached sound plays on; `nil` opens none.
  var soundOutput: (() -> any SoundOutput)?
  /// Finds the audition targets the picker offers (`nil`: none are looked for).
  var discovery: AuditionDiscovery?
  /// Keeps unsaved edits between sessions; `nil` keeps none.
  var recovery: RecoveryStore?
  /// Returns the attached device's name when it changed since the last call (`.some(nil)`
  /// when it went away), or `nil` when nothing changed; `nil` polls nothing.
  var pollDevice: (() -> String??)?
  /// Returns a termination signal received, or 0.
  var terminationSignal: () -> Int32 = { 0 }
  /// A key that crashes the editor on purpose, so tests can prove the crash handler works.
  var crashKey: Key?
  /// Where analyses, recovery writes and sound decoding run.
  var work: Worker.Mode = .inline
  /// The monotonic clock in milliseconds.
  var milliseconds: () -> Int = { MonotonicTime.milliseconds() }
  /// The monotonic clock in nanoseconds: the instant the haptics and the sound start at.
  var nanoseconds: () -> UInt64 = { MonotonicTime.nanoseconds() }

  /// A scripted terminal's: playback by the clock alone, work on the run loop, no device.
  static func scripted(
    recovery: RecoveryStore? = nil, soundOutput: (() -> any SoundOutput)? = nil
  ) -> Environment {
    Environment(
      playback: ClockPlaybackDriver(), soundOutput: soundOutput, discovery: nil, recovery: recovery)
  }

  /// The real terminal's: the first playable rumble device and its monitor, the audition
  /// targets the picker chooses among (D109), the sound card, work on threads, the signals the
  /// terminal guard catches, and `HAPTUI_CRASH_KEY`.
  static func terminal(recovery: RecoveryStore?) -> Environment {
    let monitor = DeviceMonitor()
    let attached = monitor.poll().flatMap { $0.first(where: \.isPlayable) }
    let rumble = PlayerPlaybackDriver(
      openDevice: EditorLauncher.openFirstDevice, deviceName: attached?.name)
    let variables = ProcessEnvironment.all()
    let connector = AuditionConnector(runner: SystemProcessRunner(), environment: variables)
    return Environment(
      playback: AuditionPlaybackDriver(
        fallback: rumble, connect: { name throws(AuditionFailure) in try connector.connect(name) }),
      soundOutput: { EditorLauncher.soundCard() },
      discovery: AuditionDiscovery(
        runner: SystemProcessRunner(), environment: variables, scanner: DeviceScanner()),
      recovery: recovery,
      pollDevice: { monitor.poll().map { $0.first(where: \.isPlayable)?.name } },
      terminationSignal: { TerminalGuard.receivedSignal },
      crashKey: ProcessEnvironment.value("HAPTUI_CRASH_KEY").flatMap(Key.init(name:)),
      work: .threaded)
  }
}
