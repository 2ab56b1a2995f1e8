import Glibc
import HapAudition
import HapModel
import HapRender
import HapSystem

/// An audition target double for the driver's worker: connecting and playing each sleep as
/// long as asked (a phone over slow Wi-Fi adb or ssh), every call is logged under a lock, and
/// `unplug()` makes later plays and cancels fail as adb does for a phone that went away.
final class SlowAuditionTarget: AuditionTarget, @unchecked Sendable {
  let name: String
  let delayMs: Int
  private let lock = Lock()
  private var calls: [String] = []
  private var unplugged = false

  init(name: String = "adb:SLOW", delayMs: Int = 1000) {
    self.name = name
    self.delayMs = delayMs
  }

  /// What adb says for a phone that is no longer there, through the real adb client's check.
  var goneFailure: AuditionFailure {
    let client = AdbClient(
      runner: RecordingProcessRunner(answer: { _ in ProcessResult(status: 0) }), environment: [:])
    do throws(AuditionFailure) {
      try client.check(
        ProcessResult(status: 1, error: "error: device 'SLOW' not found"), target: name)
      return AuditionFailure(target: name, "check did not fail")
    } catch { return error }
  }

  /// The calls so far, in order: `connect`, `play ID`, `cancel`.
  var log: [String] { lock.withLock { calls } }

  func unplug() { lock.withLock { unplugged = true } }

  /// Connects (sleeping `delayMs`) and returns this target.
  func connect() -> SlowAuditionTarget {
    lock.withLock { calls.append("connect") }
    usleep(UInt32(delayMs * 1000))
    return self
  }

  func play(_ pattern: HapticPattern, settings: RenderSettings) throws(AuditionFailure)
    -> AuditionStart
  {
    usleep(UInt32(delayMs * 1000))
    let gone = lock.withLock {
      calls.append("play \(pattern.id)")
      return unplugged
    }
    if gone { throw goneFailure }
    return AuditionStart(duration: 5000, summary: "\(name): waveform; amplitude kept")
  }

  func cancel() throws(AuditionFailure) {
    let gone = lock.withLock {
      calls.append("cancel")
      return unplugged
    }
    if gone { throw goneFailure }
  }
}
