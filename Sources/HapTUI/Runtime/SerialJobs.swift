import HapSystem

/// One thread of its own that runs jobs one at a time in the order they were queued, so a
/// slow device call (an `adb shell` over Wi-Fi, `ssh` to a phone) never holds the run loop and
/// a cancel queued after a play still reaches the device after it.
final class SerialJobs: @unchecked Sendable {
  private let lock = Lock()
  /// Guarded by `lock`.
  private var queue: [@Sendable () -> Void] = []
  private var running = false
  private var ending = false
  private var thread: PosixThread?

  init() {
    thread = PosixThread.start { [self] in work() }
  }

  /// Queues `job` (runs it here when no thread could be started).
  func run(_ job: @escaping @Sendable () -> Void) {
    guard thread != nil else { return job() }
    lock.withLock { queue.append(job) }
    lock.signal()
  }

  /// Whether a job is queued or running.
  var isBusy: Bool { lock.withLock { running || !queue.isEmpty } }

  /// Waits until every job queued so far has run, at most `milliseconds`; whether they did.
  @discardableResult
  func drain(milliseconds: Int) -> Bool {
    lock.wait(until: { !running && queue.isEmpty }, milliseconds: milliseconds)
  }

  /// Lets the queued jobs run (at most `milliseconds`) and ends the thread; a job still
  /// running then (a device that does not answer) is left to end on its own.
  func end(milliseconds: Int) {
    lock.withLock { ending = true }
    lock.signal()
    guard let thread else { return }
    self.thread = nil
    if drain(milliseconds: milliseconds) { thread.join() } else { thread.detach() }
  }

  private func work() {
    while true {
      lock.wait(until: { ending || !queue.isEmpty })
      let job: (@Sendable () -> Void)? = lock.withLock {
        guard !queue.isEmpty else { return nil }
        running = true
        return queue.removeFirst()
      }
      guard let job else { return }
      job()
      lock.withLock { running = false }
      lock.signal()
    }
  }
}
