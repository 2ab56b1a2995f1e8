import Synchronization

/// A virtual clock for tests: waits return at once, having moved time to the deadline.
///
/// Each wait can be made late by `lateness` (to check that lateness does not accumulate), and
/// `at(_:run:)` runs an action once virtual time reaches a given instant, as if another thread
/// acted then (raising a stop, unplugging the device).
public final class SimulatedClock: PlaybackClock {
  private struct State {
    var now: UInt64
    var deadlines: [UInt64] = []
    var actions: [(at: UInt64, run: @Sendable () -> Void)] = []
  }
  private let state: Mutex<State>
  /// How late every wait returns, in nanoseconds.
  public let lateness: UInt64

  public init(start: UInt64 = 1_000_000_000, lateness: UInt64 = 0) {
    state = Mutex(State(now: start))
    self.lateness = lateness
  }

  public func now() -> UInt64 { state.withLock { $0.now } }

  /// Every deadline the player waited for, in order.
  public var deadlines: [UInt64] { state.withLock { $0.deadlines } }

  /// Runs `action` when virtual time first reaches `time` (during a wait that passes it).
  public func at(_ time: UInt64, run action: @escaping @Sendable () -> Void) {
    state.withLock { $0.actions.append((time, action)) }
  }

  /// Moves virtual time forward by `nanoseconds` (for a device call that takes time).
  public func advance(by nanoseconds: UInt64) {
    state.withLock { $0.now += nanoseconds }
  }

  public func wait(until deadline: UInt64, unless stop: StopSignal) -> Bool {
    if stop.isRaised { return false }
    let target = state.withLock { state -> UInt64 in
      state.deadlines.append(deadline)
      return max(state.now, deadline + lateness)
    }
    while let action = takeAction(before: target) {
      action.run()
      if stop.isRaised { return false }
    }
    state.withLock { $0.now = max($0.now, target) }
    return !stop.isRaised
  }

  private func takeAction(before target: UInt64) -> (at: UInt64, run: @Sendable () -> Void)? {
    state.withLock { state in
      guard
        let index = state.actions.indices.min(by: { state.actions[$0].at < state.actions[$1].at }),
        state.actions[index].at <= target
      else { return nil }
      let action = state.actions.remove(at: index)
      state.now = max(state.now, action.at)
      return action
    }
  }
}
