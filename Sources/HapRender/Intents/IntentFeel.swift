import HapModel

/// How each Tier-0 intent feels, as taps, for rumble playback of intent renditions and for the
/// compositions Android synthesises where it has no native notification primitive.
///
/// The figures are ours (Apple and Google publish no waveforms for their system feedback):
/// impacts are one tap graded by weight and crispness; success is an ascending pair, warning an
/// even pair, error three dull taps.
enum IntentFeel {
  struct Tap: Equatable, Sendable {
    var at: Int
    var intensity: Double
    var sharpness: Double
  }

  static func taps(for token: IntentToken) -> [Tap] {
    switch token {
    case .impactLight: [Tap(at: 0, intensity: 0.4, sharpness: 0.6)]
    case .impactMedium: [Tap(at: 0, intensity: 0.65, sharpness: 0.5)]
    case .impactHeavy: [Tap(at: 0, intensity: 1.0, sharpness: 0.25)]
    case .impactSoft: [Tap(at: 0, intensity: 0.5, sharpness: 0.15)]
    case .impactRigid: [Tap(at: 0, intensity: 0.8, sharpness: 0.9)]
    case .selection: [Tap(at: 0, intensity: 0.35, sharpness: 0.95)]
    case .notificationSuccess:
      [Tap(at: 0, intensity: 0.6, sharpness: 0.5), Tap(at: 100, intensity: 1.0, sharpness: 0.7)]
    case .notificationWarning:
      [Tap(at: 0, intensity: 0.8, sharpness: 0.5), Tap(at: 150, intensity: 0.8, sharpness: 0.5)]
    case .notificationError:
      [
        Tap(at: 0, intensity: 1.0, sharpness: 0.2), Tap(at: 100, intensity: 1.0, sharpness: 0.2),
        Tap(at: 200, intensity: 1.0, sharpness: 0.2),
      ]
    }
  }

  /// The taps as a signal of `length`-ms pulses.
  static func signal(for token: IntentToken, length: Int = 20) -> Signal {
    Signal(
      pulses: taps(for: token).map {
        Pulse(at: $0.at, duration: length, level: $0.intensity, sharpness: $0.sharpness)
      })
  }

  /// An on/off signal from duration-only vibrate entries (even indices on, odd indices off).
  static func onOffSignal(_ pattern: [Int]) -> Signal {
    var pulses: [Pulse] = []
    var time = 0
    for (position, length) in pattern.enumerated() {
      if position % 2 == 0, length > 0 {
        pulses.append(Pulse(at: time, duration: length, level: 1, sharpness: 0.5))
      }
      time += length
    }
    return Signal(pulses: pulses)
  }
}
