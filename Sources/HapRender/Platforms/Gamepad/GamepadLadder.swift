import HapModel

/// Game controllers and Linux vibrators: rumble only, a blunt approximation of a track.
struct GamepadLadder: PlatformLadder, Sendable {
  var motor: MotorModel

  func intent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering {
    guard rung == .intent else {
      return .none(
        "a rumble motor has no semantic primitive for \(token.rawValue), and reduced feedback "
          + "never falls back to the track or fallbacks.web, so nothing plays (spec: game "
          + "controllers are rumble-only)")
    }
    return .none(
      "a rumble motor has no semantic primitive for \(token.rawValue), and a runtime must step "
        + "down rather than fake one (spec: intent vocabulary; game controllers are rumble-only)")
  }

  func track(_ input: RenderInput) -> Rendering {
    guard input.events.contains(where: \.isPlayable) else {
      return .none("the track has no playable event")
    }
    var requirement: [DeviceGuard] = [.actuator]
    if let capability = input.capability {
      requirement.append(
        .capability(
          capability.rawValue,
          .feature(IOSLadder.feature(capability), because: "a rumble motor cannot do it")))
    }
    // The motor's steps are made only when asked for: a column that only tallies the
    // verdicts never plays them (D463).
    let played = LazyValue { [motor] in
      let pulses = TrackSampler.pulses(
        input.events, transientLength: motor.minimumPulse, minimumLength: motor.minimumPulse)
      let signal = Signal(pulses: pulses)
      return (signal: signal, schedule: RumbleSchedule(signal: signal, motor: motor))
    }
    var branch = Branch(
      rung: .track, requirement: .all(requirement),
      lazyEffect: { .rumble(played.value.schedule) },
      lazyVerdicts: { [motor] memo in
        // Only the verdicts name overlaps: worked out when this branch plays.
        let overlaps = TrackSampler.overlaps(
          input.events, transientLength: motor.minimumPulse, naming: memo.reasons)
        return EventVerdicts.make(input, memo) { event, construct in
          verdict(event, construct, overlaps: overlaps[event.index], memo: memo)
        }
      },
      lazySignal: { [motor] in
        let signal = played.value.signal
        return motor.onOff ? signal.mapLevels { $0 > 0 ? 1 : 0 } : signal
      },
      path: "rumble")
    // An on/off motor's signal is forced on, so its schedule is of another signal.
    branch.scheduleIsOfSignal = !motor.onOff
    return Rendering(branches: [branch])
  }

  func web(_ pattern: [Int], input: RenderInput) -> Rendering {
    let written = IntentFeel.onOffSignal(pattern)
    guard !written.segments.isEmpty else {
      return .none("fallbacks.web has no vibration to play")
    }
    // As on the track rung, a pulse shorter than the motor renders is lengthened to it.
    var lengthened = 0
    let pulses = written.segments.map { segment -> Pulse in
      var pulse = segment
      if pulse.duration < motor.minimumPulse {
        pulse.duration = motor.minimumPulse
        lengthened += 1
      }
      return pulse
    }
    let signal = Signal(pulses: pulses)
    let how =
      "played as on/off rumble steps at full magnitude, duration only (DECISIONS.md D017)"
    let verdict: Verdict =
      lengthened == 0
      ? .kept(how)
      : .approximated(
        how + "; \(lengthened) pulse(s) under \(motor.minimumPulse) ms lengthened to "
          + "\(motor.minimumPulse) ms, the shortest the motor renders")
    var branch = Branch(
      rung: .web, requirement: .actuator,
      effect: .rumble(RumbleSchedule(signal: signal, motor: motor)),
      verdicts: [.pattern(.web): verdict], signal: signal, path: "rumble")
    branch.scheduleIsOfSignal = true
    return Rendering(branches: [branch])
  }

  private func verdict(
    _ event: PlayEvent, _ construct: Construct, overlaps: [String]?, memo: VerdictMemo
  ) -> Verdict {
    typealias M = VerdictMemo
    var merged: String {
      overlaps.map { "; overlaps \($0.joined(separator: ", ")): the louder plays" } ?? ""
    }
    // Reasons that name overlapping events are not shared.
    let alone = overlaps == nil
    // The closures below capture this, not the ladder, which they would copy (D441).
    let pulse = motor.minimumPulse
    switch construct {
    case .transient:
      let make = {
        memo.approximated(
          "lengthened to a \(pulse) ms rumble, the shortest pulse the motor renders "
            + "(spec: no transients on game controllers)\(merged)")
      }
      return alone ? memo.verdict(construct, 0, 0, make) : make()
    case .continuous:
      let short = event.duration < pulse
      let make = {
        let how = "a sustained rumble step"
        if short {
          return memo.approximated(
            how + "; lengthened to \(pulse) ms to be felt\(merged)")
        }
        // `merged` is empty exactly when the event is alone.
        return alone ? memo.kept(how) : memo.approximated(how + merged)
      }
      return alone ? memo.verdict(construct, short ? 1 : 0, 0, make) : make()
    case .duration:
      return memo.verdict(construct, M.key(event.duration)) {
        memo.kept("\(event.duration) ms of rumble steps")
      }
    case .intensity:
      if motor.onOff {
        return memo.dropped("an on/off motor (gpio-vibrator) runs at full power for any level")
      }
      let (strong, weak) = RumbleSchedule.magnitudes(
        level: event.intensity, sharpness: event.sharpness, motor: motor)
      return memo.verdict(construct, UInt64(strong), UInt64(weak)) {
        memo.approximated(
          "as motor magnitude: strong \(hex(strong)), weak \(hex(weak)) of 0xFFFF (spec: map "
            + "intensity onto weak/strong motors)")
      }
    case .sharpness:
      if motor.onOff || motor.motors < 2 { return memo.dropped("one motor has no sharpness") }
      return memo.approximated(
        "as the strong/weak motor mix (DECISIONS.md D017; spec: no sharpness on rumble)")
    case .curve:
      guard event.shapingCurve != nil else { return memo.kept("hold: one flat rumble step") }
      if motor.onOff { return memo.dropped("an on/off motor is on for the whole event") }
      if event.duration < motor.minimumPulse {
        return memo.dropped(
          "shorter than the motor's \(motor.minimumPulse) ms pulse: one flat rumble step at the "
            + "curve's middle level")
      }
      return memo.verdict(construct, M.key(event.duration)) {
        memo.approximated(
          "stepped every \(CurveShape.step(forDuration: event.duration)) ms (spec: no waveform "
            + "on rumble)")
      }
    case .primitive:
      return memo.dropped("rumble motors have no primitives")
    default:
      return memo.dropped("not a track construct")
    }
  }

  private func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
