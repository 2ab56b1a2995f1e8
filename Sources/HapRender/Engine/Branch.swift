/// One way a platform can play part of a pattern: a rung, the device condition it needs, what
/// it plays, and the verdict on every construct it covers.
///
/// Verdicts and signals of long tracks are worked out only for the branch a device plays:
/// Android plans four track branches, and the editor renders every profile on every edit.
struct Branch: Sendable {
  var rung: Rung
  /// The condition the device must meet; emitters print it as a run-time check.
  var requirement: DeviceGuard
  /// A short name for the path (`composition`, `waveform`, `duration-only`…).
  var path: String
  /// Whether `effect` is `.rumble(RumbleSchedule(signal: signal, motor: m))` of this branch's
  /// own `signal` on the motor `m` of the profiles it plays on, so the renderer may take it as
  /// the feel where the feel's signal would be the same (D443).
  var scheduleIsOfSignal = false
  private let makeEffect: @Sendable () -> Effect
  private let makeVerdicts: @Sendable (VerdictMemo) -> VerdictTable
  private let makeSignal: @Sendable () -> Signal

  /// A branch whose verdicts and signal are already known (intents, fallbacks).
  init(
    rung: Rung, requirement: DeviceGuard, effect: Effect, verdicts: [ReportSite: Verdict],
    signal: Signal, path: String
  ) {
    self.init(
      rung: rung, requirement: requirement, effect: effect,
      lazyVerdicts: { [verdicts = VerdictTable(verdicts)] _ in verdicts },
      lazySignal: { signal }, path: path)
  }

  /// A branch that works out its verdicts and signal only when asked (tracks); `lazyVerdicts`
  /// makes its verdicts through the memo it is given.
  init(
    rung: Rung, requirement: DeviceGuard, effect: Effect,
    lazyVerdicts: @escaping @Sendable (VerdictMemo) -> VerdictTable,
    lazySignal: @escaping @Sendable () -> Signal, path: String
  ) {
    self.init(
      rung: rung, requirement: requirement, lazyEffect: { effect }, lazyVerdicts: lazyVerdicts,
      lazySignal: lazySignal, path: path)
  }

  /// A branch that works out what it plays only when asked, too: a branch no profile of a
  /// render plays, whose artefact is not printed, costs nothing (Android's duration-only
  /// branch under the panel's columns, D444).
  init(
    rung: Rung, requirement: DeviceGuard, lazyEffect: @escaping @Sendable () -> Effect,
    lazyVerdicts: @escaping @Sendable (VerdictMemo) -> VerdictTable,
    lazySignal: @escaping @Sendable () -> Signal, path: String
  ) {
    self.rung = rung
    self.requirement = requirement
    self.path = path
    makeEffect = lazyEffect
    makeVerdicts = lazyVerdicts
    makeSignal = lazySignal
  }

  /// What the branch plays (computed on each call where the branch was made with
  /// `lazyEffect`: read it once).
  var effect: Effect { makeEffect() }

  /// The verdict for each construct of the rung, with their reasons written only when
  /// `reasons` is true (a tally reads statuses only; computed on each call: ask once).
  func verdicts(reasons: Bool) -> VerdictTable { makeVerdicts(VerdictMemo(reasons: reasons)) }

  /// What the device physically does when this branch plays (computed on each call).
  var signal: Signal { makeSignal() }
}
