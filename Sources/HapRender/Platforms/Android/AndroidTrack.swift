import HapModel

/// The track rung on Android: envelope (API 36), composition, amplitude waveform, duration only.
struct AndroidTrack: Sendable {
  var input: RenderInput
  var ladder: AndroidLadder

  func rendering() -> Rendering {
    let playable = input.playable
    guard !playable.isEmpty else { return .none("the track has no playable event") }
    var branches: [Branch] = []
    let continuousOnly = playable.allSatisfy { $0.type == .continuous }
    if continuousOnly, TrackSampler.overlaps(playable, transientLength: 0).isEmpty {
      branches.append(envelopeBranch(playable))
    }
    if playable.allSatisfy({ $0.type == .transient }) {
      branches += compositionBranches(playable)
    }
    branches.append(waveformBranch())
    if input.capability != .amplitude {
      branches.append(onOffBranch())
    }
    return Rendering(branches: branches)
  }

  /// The run-time check standing for `requiredCapability` on Android.
  private func capabilityGuard(primitives: [AndroidPrimitive]) -> [DeviceGuard] {
    guard let capability = input.capability else { return [] }
    let inner: DeviceGuard =
      switch capability {
      case .amplitude: .amplitudeControl
      case .composition:
        .all([.apiLevel(30), .primitives(primitives.isEmpty ? [.click, .tick] : primitives)])
      case .sharpness, .curve: .all([.apiLevel(36), .envelopeEffects])
      }
    return [.capability(capability.rawValue, inner)]
  }

  // MARK: Composition

  private func taps(_ events: [PlayEvent], api30: Bool) -> [PrimitiveTap] {
    events.map { event in
      let chosen =
        event.hint ?? .forSharpness(event.sharpness)
      return PrimitiveTap(
        primitive: api30 ? chosen.api30Replacement : chosen, scale: event.intensity, at: event.at)
    }
  }

  private func compositionBranches(_ events: [PlayEvent]) -> [Branch] {
    let modern = taps(events, api30: false)
    var variants = [(modern, false)]
    if modern.contains(where: { $0.primitive.apiLevel > 30 }) {
      variants.append((taps(events, api30: true), true))
    }
    let first = events.first?.index
    return variants.flatMap { list, api30 in
      let used = Array(Set(list.map(\.primitive))).sorted()
      let byIndex = Dictionary(uniqueKeysWithValues: zip(events.map(\.index), list))
      let lateBy = Dictionary(uniqueKeysWithValues: zip(events.map(\.index), list.lateness))
      let input = self.input
      return ladder.compositionBranches(
        list, rung: .track, extra: capabilityGuard(primitives: used),
        verdicts: { timed, memo in
          EventVerdicts.make(input, memo) { event, construct in
            compositionVerdict(
              event, construct, tap: byIndex[event.index]!, api30: api30,
              late: !timed && event.index != first, lateBy: lateBy[event.index] ?? 0, memo: memo)
          }
        }, level: nil, fallback: api30)
    }
  }

  private func compositionVerdict(
    _ event: PlayEvent, _ construct: Construct, tap: PrimitiveTap, api30: Bool, late: Bool,
    lateBy: Int, memo: VerdictMemo
  )
    -> Verdict
  {
    // Read only where a reason is written (D441).
    var row: String { TableRow.cite(construct, .android) }
    let hinted = event.hint
    let older = api30 && hinted.map { $0.api30Replacement != $0 } ?? false
    switch construct {
    case .transient:
      if late {
        return memo.approximated(
          "Composition \(tap.primitive.constant) written at \(event.at) ms; "
            + AndroidLadder.untimedNote + " (\(row))")
      }
      if lateBy > 0 {
        return memo.approximated(
          "Composition \(tap.primitive.constant) written at \(event.at) ms starts about "
            + "\(lateBy) ms late: the tap before is closer than its primitive's typical length, "
            + "and a primitive's delay counts from the end of the one before (\(row))")
      }
      return memo.kept(
        "Composition \(tap.primitive.constant) at \(event.at) ms; each delay is computed at run "
          + "time from getPrimitiveDurations() (\(row))")
    case .intensity:
      return memo.kept("primitive scale \(Decimal.text(event.intensity, places: 2)) (\(row))")
    case .sharpness:
      if let hinted {
        return memo.dropped(
          "the event's primitive hint chose \(hinted.constant); sharpness has no API on Android "
            + "(\(row))")
      }
      let replaced = api30 && AndroidPrimitive.forSharpness(event.sharpness).apiLevel > 30
      return memo.approximated(
        "by primitive choice: \(Decimal.text(event.sharpness, places: 2)) → "
          + "\(tap.primitive.constant)\(replaced ? " (API 30 replacement)" : "") "
          + "(DECISIONS.md D017; \(row))")
    case .primitive:
      guard let hinted else {
        return memo.dropped(
          "'\(input.primitiveText(event))' is not a composition primitive name; sharpness chose "
            + "\(tap.primitive.constant)")
      }
      if older {
        return memo.approximated(
          "\(hinted.constant) needs API 31; API 30 plays \(tap.primitive.constant)")
      }
      return memo.kept("\(hinted.constant) as hinted")
    default:
      return memo.dropped("not a track construct")
    }
  }

  // MARK: Waveform

  private func waveformBranch() -> Branch {
    let input = self.input
    // The waveform is made only when asked for: a column that only tallies the verdicts
    // never plays it (D463).
    let signal = LazyValue {
      let pulses = TrackSampler.pulses(input.events, transientLength: AndroidLadder.crispPulse)
        .map {
          Pulse(at: $0.at, duration: $0.duration, level: Self.quantised($0.level), sharpness: 0.5)
        }
      return Signal(pulses: pulses)
    }
    return Branch(
      rung: .track,
      requirement: .all([.actuator] + capabilityGuard(primitives: []) + [.amplitudeControl]),
      lazyEffect: { .waveform(Self.waveform(signal.value)) },
      lazyVerdicts: { memo in
        // Only the verdicts name overlaps: worked out when this branch plays.
        let overlaps = TrackSampler.overlaps(
          input.events, transientLength: AndroidLadder.crispPulse, naming: memo.reasons)
        return EventVerdicts.make(input, memo) { event, construct in
          waveformVerdict(event, construct, overlaps: overlaps[event.index], memo: memo)
        }
      }, lazySignal: { signal.value }, path: "waveform")
  }

  /// A level rounded to one of Android's 255 amplitudes (a non-zero level never becomes 0).
  static func amplitude(_ level: Double) -> Int {
    level <= 0 ? 0 : max(1, min(255, Int((level * 255).rounded())))
  }

  static func quantised(_ level: Double) -> Double { Double(amplitude(level)) / 255 }

  static func waveform(_ signal: Signal) -> AndroidWaveform {
    var timings: [Int] = []
    var amplitudes: [Int] = []
    var time = 0
    for segment in signal.segments {
      if segment.at > time {
        timings.append(segment.at - time)
        amplitudes.append(0)
      }
      timings.append(segment.duration)
      amplitudes.append(amplitude(segment.level))
      time = segment.end
    }
    return AndroidWaveform(timings: timings, amplitudes: amplitudes)
  }

  /// Static, so a verdict's closures that name it do not copy the track (D441).
  private static func overlapNote(_ others: [String]?) -> String {
    guard let others, !others.isEmpty else { return "" }
    return "; overlaps \(others.joined(separator: ", ")): one motor plays the louder "
      + "(DECISIONS.md D017)"
  }

  private func waveformVerdict(
    _ event: PlayEvent, _ construct: Construct, overlaps: [String]?, memo: VerdictMemo
  )
    -> Verdict
  {
    typealias M = VerdictMemo
    // Read only where a reason is written (D441).
    var row: String { TableRow.cite(construct, .android) }
    var amplitude: Int { Self.amplitude(event.intensity) }
    // Events that overlap others name them, so only the others' reasons are shared (an event
    // that overlaps one has a list, empty where the others were not named).
    let alone = overlaps == nil
    switch construct {
    case .transient:
      let make = {
        memo.approximated(
          "a \(AndroidLadder.crispPulse) ms createWaveform step at amplitude \(amplitude) "
            + "(crisp-impulse guidance ≤ 20 ms; \(row))\(Self.overlapNote(overlaps))")
      }
      return alone ? memo.verdict(construct, M.key(amplitude), 0, make) : make()
    case .continuous:
      // The note is empty exactly when the event is alone.
      let make = {
        var how: String { "a sustained createWaveform step (\(row))" }
        return alone ? memo.kept(how) : memo.approximated(how + Self.overlapNote(overlaps))
      }
      return alone ? memo.verdict(construct, 0, 0, make) : make()
    case .duration:
      return memo.verdict(construct, M.key(event.duration)) {
        memo.kept("\(event.duration) ms of createWaveform timings (\(row))")
      }
    case .intensity:
      let shaped = event.shapingCurve != nil
      return memo.verdict(construct, M.key(amplitude), shaped ? 1 : 0) {
        memo.approximated(
          "quantised to 255 levels: amplitude \(amplitude)\(shaped ? " at the peak" : "") (\(row))")
      }
    case .sharpness:
      return memo.verdict(construct) {
        memo.dropped("no sharpness API on the waveform path (\(row))")
      }
    case .curve:
      guard event.shapingCurve != nil else {
        return memo.kept("hold: one flat createWaveform step")
      }
      return memo.verdict(construct, M.key(event.duration)) {
        let step = CurveShape.step(forDuration: event.duration)
        let steps = (event.duration + step - 1) / step
        return memo.approximated(
          "stepped every \(step) ms: \(steps) createWaveform amplitude steps, no true curve (\(row))"
        )
      }
    case .primitive:
      return memo.dropped(
        "primitive hints apply only on the composition path (a track of transients only, on a "
          + "device with primitives)")
    default:
      return memo.dropped("not a track construct")
    }
  }

  // MARK: Duration only

  /// The on/off signal of `events`: every pulse at full level, at least `onOffPulse` long.
  private static func onOffSignal(_ events: [PlayEvent]) -> Signal {
    let pulses = TrackSampler.pulses(
      events, transientLength: AndroidLadder.onOffPulse, minimumLength: AndroidLadder.onOffPulse)
    return Signal(
      pulses: pulses.map {
        Pulse(at: $0.at, duration: $0.duration, level: $0.level > 0 ? 1 : 0, sharpness: 0.5)
      })
  }

  /// The timings `createWaveform(timings, -1)` plays `signal` with: off, on, off, on…
  private static func onOffTimings(_ signal: Signal) -> [Int] {
    var timings: [Int] = []
    var time = 0
    for segment in signal.segments {
      timings.append(segment.at - time)
      timings.append(segment.duration)
      time = segment.end
    }
    return timings
  }

  /// The duration-only branch, worked out only when a device without amplitude control plays
  /// it or its artefact is printed (D444).
  private func onOffBranch() -> Branch {
    let input = self.input
    return Branch(
      rung: .track, requirement: .all([.actuator] + capabilityGuard(primitives: [])),
      lazyEffect: { .onOff(timings: Self.onOffTimings(Self.onOffSignal(input.events))) },
      lazyVerdicts: { memo in
        // Only the verdicts name overlaps, and a device with amplitude control never asks.
        let overlaps = TrackSampler.overlaps(
          input.events, transientLength: AndroidLadder.onOffPulse, naming: memo.reasons)
        return EventVerdicts.make(input, memo) { event, construct in
          onOffVerdict(event, construct, overlaps: overlaps[event.index], memo: memo)
        }
      }, lazySignal: { Self.onOffSignal(input.events) }, path: "duration-only")
  }

  private func onOffVerdict(
    _ event: PlayEvent, _ construct: Construct, overlaps: [String]?, memo: VerdictMemo
  )
    -> Verdict
  {
    // Read only where a reason is written (D441).
    var row: String { TableRow.cite(construct, .android) }
    var merged: String {
      overlaps.map { "; overlaps \($0.joined(separator: ", ")): they merge into one buzz" } ?? ""
    }
    switch construct {
    case .transient:
      return memo.approximated(
        "a \(AndroidLadder.onOffPulse) ms on pulse at DEFAULT_AMPLITUDE, about the shortest an "
          + "ERM motor is felt (\(row))\(merged)")
    case .continuous:
      var how: String { "on for the event's duration at DEFAULT_AMPLITUDE (\(row))" }
      let short = event.duration < AndroidLadder.onOffPulse
      if short {
        return memo.approximated(how + "; lengthened to \(AndroidLadder.onOffPulse) ms to be felt")
      }
      // `merged` is empty exactly when nothing overlaps.
      return overlaps == nil ? memo.kept(how) : memo.approximated(how + merged)
    case .duration:
      return memo.kept("\(event.duration) ms of createWaveform(timings, -1) (\(row))")
    case .intensity:
      return memo.dropped(
        "hasAmplitudeControl() is false: DEFAULT_AMPLITUDE on/off, intensity dropped (\(row))")
    case .sharpness:
      return memo.dropped("no sharpness API, and this device is on/off only (\(row))")
    case .curve:
      guard event.shapingCurve != nil else { return memo.kept("hold: on for the whole event") }
      return memo.dropped(
        "on/off only: the motor runs at DEFAULT_AMPLITUDE for the whole event (\(row))")
    case .primitive:
      return memo.dropped("this device has no composition primitives")
    default:
      return memo.dropped("not a track construct")
    }
  }
}
