import Synchronization

extension ParallelWork {
  /// Runs `background` on a thread of its own while `foreground` runs on the calling thread,
  /// and returns both results once both are done.
  ///
  /// With `threaded` false (work too small to pay for starting a thread), or on a system that
  /// cannot start one, `background` runs after `foreground` on the calling thread; the
  /// results are the same either way.
  public static func beside<Foreground, Background: Sendable>(
    _ background: @escaping @Sendable () -> Background, while foreground: () -> Foreground,
    threaded: Bool = true
  ) -> (Foreground, Background) {
    // Unthreaded (a small file's checks) makes no slot: its lock cost as much as a rule.
    guard threaded else {
      let first = foreground()
      return (first, background())
    }
    let slot = Handoff<Background>()
    let helper = PosixThread.start { slot.put(background()) }
    let first = foreground()
    guard let helper else { return (first, background()) }
    helper.join()
    return (first, slot.take()!)
  }
}
