import HapAudition
import HapModel
import HapPlayback
import HapRender

/// `haptui play --target` on a phone or the sound card: connect, play for the pattern's
/// length (looping if asked), and cancel on every way out.
enum AuditionPlay {
  static func run(
    _ pattern: HapticPattern, target name: TargetName, looping: Bool,
    loop: LoopPlan = LoopPlan(), io: CommandIO,
    environment: [String: String], runner: any ProcessRunning,
    stop: StopSignal = StopSignal()
  ) -> Int32 {
    let target: any AuditionTarget
    do {
      target = try AuditionConnector(runner: runner, environment: environment).connect(name)
    } catch {
      io.err("haptui play: \(error.description)\n")
      return 1
    }
    defer { (target as? SoundTarget)?.close() }
    stop.raiseOnTerminationSignals()
    var first = true
    let outcome = AuditionRun.play(
      pattern, on: target, settings: .standard, looping: looping, loop: loop, stop: stop
    ) { start in
      guard first else { return }
      first = false
      io.out(
        "Playing \(pattern.id) on \(target.name)"
          + "\(looping ? LoopText.describe(loop) : ""): \(start.summary)\n")
      for note in start.notes { io.out("Note: \(note)\n") }
    }
    let signal = StopSignal.receivedTerminationSignal
    StopSignal.restoreTerminationSignals()
    switch outcome {
    case .finished:
      return 0
    case .stopped:
      let which = signal == 2 ? "SIGINT" : signal == 15 ? "SIGTERM" : "a stop request"
      io.err("haptui play: stopped by \(which); \(target.name) cancelled.\n")
      return signal > 0 ? 128 + signal : 130
    case .failed(let failure):
      io.err("haptui play: \(failure.description)\n")
      return 1
    }
  }

  /// On a Linux phone, feedbackd's own vibra node when haptui may write it (D108): evdev keeps
  /// exact timing and fine steps. The note says what apps on the phone feel instead.
  static func vibraInstead(
    environment: [String: String], runner: any ProcessRunning, devices: [InputDeviceInfo]
  ) -> (node: String, note: String)? {
    guard let vibra = VibraNode.writable(devices) else { return nil }
    let feedbackd = FeedbackdTarget(
      route: FeedbackdRoute(runner: runner, environment: environment, remote: nil))
    var note =
      "\(vibra.node) (\(vibra.name)) is writable, so haptui plays it directly (exact "
      + "timing, not through feedbackd's profile)"
    if let cap = feedbackd.maximumStrength(), cap < 1 {
      note += "; your apps get at most \(ShortDecimal.text(cap)) (feedbackd's max-haptic-strength)"
    }
    return (vibra.node, note)
  }
}
