import Foundation
import HapPlayback
import Synchronization

/// A stop signal raised from another thread after a delay, remembering when (CLOCK_MONOTONIC),
/// so a test can measure how soon a target was cancelled.
final class DelayedStop: Sendable {
  let signal = StopSignal()
  private let time = Mutex(UInt64(0))

  init(after seconds: Double) {
    let thread = Thread { [self] in
      Thread.sleep(forTimeInterval: seconds)
      time.withLock { $0 = MonotonicTime.nanoseconds() }
      signal.raise()
    }
    thread.start()
  }

  /// When the signal was raised (0 before).
  var raisedAt: UInt64 { time.withLock { $0 } }
}
