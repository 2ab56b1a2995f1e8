import HapModel

extension RumbleSchedule {
  /// The longest single step; longer stretches are split (evdev durations stop at 32 767 ms).
  public static let maximumStep = 30_000

  /// The track of `pattern` as richly as a rumble device can play it: intensity as motor
  /// magnitude, sharpness as the strong/weak mix, curves stepped every `CurveShape.step` ms,
  /// transients (and shorter pulses) lengthened to the motor's shortest felt pulse.
  ///
  /// Intent and fallbacks are not consulted; an empty track gives an empty schedule.
  public static func richest(for pattern: HapticPattern, motor: MotorModel = .dualRumble)
    -> RumbleSchedule
  {
    let input = RenderInput(pattern)
    let pulses = TrackSampler.pulses(
      input.events, transientLength: motor.minimumPulse, minimumLength: motor.minimumPulse)
    return RumbleSchedule(signal: Signal(pulses: pulses), motor: motor)
  }

  /// Plays a signal on `motor`: one step per segment, long segments split.
  init(signal: Signal, motor: MotorModel) {
    var steps: [RumbleStep] = []
    for segment in signal.segments {
      let (strong, weak) = Self.magnitudes(
        level: segment.level, sharpness: segment.sharpness, motor: motor)
      guard strong > 0 || weak > 0 else { continue }
      var offset = 0
      while offset < segment.duration {
        let length = min(Self.maximumStep, segment.duration - offset)
        if var last = steps.last, last.end == segment.at + offset, last.strong == strong,
          last.weak == weak, last.duration + length <= Self.maximumStep
        {
          last.duration += length
          steps[steps.count - 1] = last
        } else {
          steps.append(
            RumbleStep(at: segment.at + offset, duration: length, strong: strong, weak: weak))
        }
        offset += length
      }
    }
    self.init(steps: steps)
  }

  /// Motor magnitudes for a level and a sharpness (D017).
  ///
  /// Two motors cross-fade: the strong (low-frequency) motor carries the dull half and the weak
  /// (high-frequency) motor the sharp half, both at full level at sharpness 0.5, so loudness
  /// never dips. One motor takes the level alone; an on/off motor runs at full power.
  static func magnitudes(level: Double, sharpness: Double, motor: MotorModel) -> (UInt16, UInt16) {
    guard level > 0 else { return (0, 0) }
    if motor.onOff { return (0xFFFF, 0) }
    if motor.motors < 2 { return (scale(level), 0) }
    let strong = level * min(1, 2 * (1 - sharpness))
    let weak = level * min(1, 2 * sharpness)
    return (scale(strong), scale(weak))
  }

  private static func scale(_ value: Double) -> UInt16 {
    UInt16((min(max(value, 0), 1) * 65535).rounded())
  }
}
