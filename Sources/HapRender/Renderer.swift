import HapModel

/// Renders a pattern for a device profile: the degradation ladder, the honesty report, the
/// artefact and the feel. Pure and deterministic.
public enum Renderer {
  /// Renders `pattern` as `profile` would play it under `settings`.
  public static func render(
    _ pattern: HapticPattern, profile: DeviceProfile, settings: RenderSettings = .standard
  ) -> Rendition {
    let input = RenderInput(pattern)
    let plan = Ladder.plan(input, settings: settings, on: ladder(for: profile))
    let chosen = settings.hapticsOff ? nil : plan.branch(for: profile)
    let report = ReportBuilder.report(
      input, plan: plan, chosen: chosen, profile: profile, settings: settings)
    let artifact = Emitters.artifact(input, plan: plan, profile: profile, settings: settings)
    let motor = profile.platform == .gamepad ? profile.motor : .dualRumble
    let feel = chosen.map { RumbleSchedule(signal: feelSignal($0.signal, motor), motor: motor) }
    return Rendition(
      platform: profile.platform, profile: profile, settings: settings,
      rung: chosen?.rung ?? .silent, path: chosen?.path ?? "", artifact: artifact, report: report,
      feel: feel ?? RumbleSchedule())
  }

  /// Renders `pattern` for every profile, in `DeviceProfile.all` order.
  public static func renderAll(_ pattern: HapticPattern, settings: RenderSettings = .standard)
    -> [Rendition]
  {
    DeviceProfile.all.map { render(pattern, profile: $0, settings: settings) }
  }

  static func ladder(for profile: DeviceProfile) -> any PlatformLadder {
    switch profile.platform {
    case .ios: IOSLadder()
    case .android: AndroidLadder()
    case .web: WebLadder()
    case .reactNative: ReactNativeLadder()
    case .flutter: FlutterLadder(notifications: profile.has(.notificationMethods))
    case .gamepad: GamepadLadder(motor: profile.motor)
    }
  }

  /// A device's signal made playable on a rumble motor: pulses shorter than the motor's
  /// shortest felt pulse are lengthened (crisp taps would otherwise not be felt at all).
  private static func feelSignal(_ signal: Signal, _ motor: MotorModel) -> Signal {
    var pulses: [Pulse] = []
    for (position, segment) in signal.segments.enumerated() {
      var pulse = segment
      let joinsPrevious = position > 0 && signal.segments[position - 1].end == segment.at
      let joinsNext =
        position + 1 < signal.segments.count && signal.segments[position + 1].at == segment.end
      if !joinsPrevious, !joinsNext, pulse.duration < motor.minimumPulse {
        pulse.duration = motor.minimumPulse
      }
      pulses.append(pulse)
    }
    return Signal(pulses: pulses)
  }
}
