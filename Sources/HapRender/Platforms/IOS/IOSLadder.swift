import HapModel

/// iOS: UIKit feedback generators for intents, Core Haptics AHAP for tracks.
struct IOSLadder: PlatformLadder, Sendable {
  func intent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering {
    let since = token == .impactSoft || token == .impactRigid ? " (iOS 13+)" : ""
    let reason =
      "\(IOSFeedback.uikit(token))\(since) / .sensoryFeedback(\(IOSFeedback.swiftUI(token))) "
      + "(\(TableRow.cite(token, .ios)))"
    let site = ReportSite.pattern(rung == .reduced ? .reduced : .intent)
    return Rendering(branches: [
      Branch(
        rung: rung, requirement: .actuator, effect: .iosFeedback(token),
        verdicts: [site: .kept(reason)], signal: IntentFeel.signal(for: token), path: "UIKit")
    ])
  }

  func track(_ input: RenderInput) -> Rendering {
    guard input.events.contains(where: \.isPlayable) else {
      return .none("the track has no playable event")
    }
    let layering = AHAPLayering(events: input.events)
    let layers = layering.documents.count
    var requirement: [DeviceGuard] = [.actuator]
    if let capability = input.capability {
      requirement.append(
        .capability(
          capability.rawValue,
          .feature(
            Self.feature(capability), because: "Core Haptics is missing on this device")))
    }
    return Rendering(branches: [
      Branch(
        rung: .track, requirement: .all(requirement), effect: .ahap(layering.documents),
        lazyVerdicts: { memo in
          EventVerdicts.make(input, memo) { event, construct in
            verdict(event, construct, input: input, layering: layering, layers: layers, memo: memo)
          }
        },
        lazySignal: { Signal(pulses: TrackSampler.pulses(input.events, transientLength: 20)) },
        path: layers > 1 ? "AHAP, \(layers) layers" : "AHAP")
    ])
  }

  func web(_ pattern: [Int], input: RenderInput) -> Rendering {
    var document = AHAPDocument()
    var time = 0
    var split = false
    for (position, length) in pattern.enumerated() {
      if position % 2 == 0 {
        var offset = 0
        while offset < length {
          let piece = min(AHAPLayering.maximumEventDuration, length - offset)
          document.events.append(
            AHAPEvent(
              time: time + offset, kind: .continuous, duration: piece, intensity: 1,
              sharpness: PlayEvent.defaultSharpness))
          offset += piece
        }
        split = split || length > AHAPLayering.maximumEventDuration
      }
      time += length
    }
    guard !document.events.isEmpty else { return .none("fallbacks.web has no vibration to play") }
    let how =
      "played natively as \(document.events.count) AHAP continuous event(s) at intensity 1.0, "
      + "duration only (DECISIONS.md D017)"
    let verdict: Verdict =
      split ? .approximated(how + "; entries over 30 s split (Core Haptics cap)") : .kept(how)
    return Rendering(branches: [
      Branch(
        rung: .web, requirement: .actuator, effect: .ahap([document]),
        verdicts: [.pattern(.web): verdict], signal: IntentFeel.onOffSignal(pattern),
        path: "AHAP")
    ])
  }

  private func verdict(
    _ event: PlayEvent, _ construct: Construct, input: RenderInput, layering: AHAPLayering,
    layers: Int, memo: VerdictMemo
  )
    -> Verdict
  {
    // Read only where a reason is written (D441).
    var row: String { TableRow.cite(construct, .ios) }
    typealias M = VerdictMemo
    if !layering.stepped.isEmpty, layering.stepped.contains(event.index),
      let verdict = steppedVerdict(event, construct, row: row, memo: memo)
    {
      return verdict
    }
    switch construct {
    case .transient:
      return memo.keptTransient(at: event.at, row: row)
    case .continuous:
      let pieces = layering.pieces[event.index]
      return memo.verdict(construct, M.key(pieces ?? 0)) {
        guard let pieces else {
          return memo.kept("CHHapticEvent(.hapticContinuous, duration) (\(row))")
        }
        return memo.approximated(
          "split into \(pieces) back-to-back HapticContinuous events: Core Haptics caps "
            + "EventDuration at 30 s (\(row))")
      }
    case .duration:
      return memo.verdict(construct, M.key(event.duration)) {
        memo.kept("EventDuration \(Self.eventDurations(event.duration)) (\(row))")
      }
    case .intensity:
      return memo.verdict(construct, M.key(event.intensity)) {
        memo.kept("HapticIntensity \(Decimal.text(event.intensity)) (\(row))")
      }
    case .sharpness:
      return memo.verdict(construct, M.key(event.sharpness)) {
        memo.kept("HapticSharpness \(Decimal.text(event.sharpness)) (\(row))")
      }
    case .curve:
      guard let curve = event.shapingCurve else {
        return memo.verdict(construct) {
          memo.kept("hold: a flat level for the whole event, no curve needed (\(row))")
        }
      }
      if !layering.stepped.isEmpty, layering.stepped.contains(event.index) {
        return memo.approximated(
          "stepped every \(CurveShape.step(forDuration: event.duration)) ms as flat continuous "
            + "events: more than \(AHAPLayering.maximumLayers) curved events overlap, and a "
            + "ParameterCurve scales every event playing while it runs (\(row))")
      }
      let points = layering.pointCount[event.index] ?? 2
      let layerIndex = layering.layerOf[event.index] ?? 0
      // `layers` is the same for the whole branch; the curve token, the layer and the point
      // count make the rest of the reason.
      let shapeKey: UInt64 =
        switch curve {
        case .linear: 1
        case .easeIn: 2
        case .easeOut: 3
        case .hold: 4
        }
      return memo.verdict(construct, M.key(points), M.key(layerIndex) << 3 | shapeKey) {
        let curves = (points - 2) / (AHAPLayering.maximumPoints - 1) + 1
        let shape =
          curve == .linear ? "" : ", sampled from \(curve.rawValue), linear between points"
        let layer =
          layers > 1
          ? "; in AHAP layer \(layerIndex + 1) of \(layers) so it scales no other event" : ""
        return memo.kept(
          "ParameterCurve on HapticIntensityControl: \(points) control points in \(curves) "
            + "chained curve(s)\(shape)\(layer) (\(row))")
      }
    case .primitive:
      return memo.dropped(
        "'\(input.primitiveText(event))' is an Android composition hint; Core Haptics has no "
          + "primitives and plays the event's intensity and sharpness")
    default:
      return memo.dropped("not a track construct")
    }
  }

  /// The `EventDuration`s the file holds for a continuous event of `duration` ms: one, or
  /// 30 s pieces back to back and the rest (`30.0 s + 15.0 s`, `3 × 30.0 s + 1.5 s`).
  static func eventDurations(_ duration: Int) -> String {
    let cap = AHAPLayering.maximumEventDuration
    guard duration > cap else { return Decimal.seconds(Double(duration)) + " s" }
    let full = duration / cap
    let rest = duration % cap
    let pieces = (full == 1 ? "" : "\(full) × ") + Decimal.seconds(Double(cap)) + " s"
    return pieces + (rest > 0 ? " + \(Decimal.seconds(Double(rest))) s" : "")
      + " back to back (Core Haptics caps EventDuration at 30 s)"
  }

  /// What the file holds for a curved event stepped as flat continuous events (more curved
  /// events overlap than there are layers): nothing of it is kept as written.
  private func steppedVerdict(
    _ event: PlayEvent, _ construct: Construct, row: String, memo: VerdictMemo
  )
    -> Verdict?
  {
    let step = CurveShape.step(forDuration: event.duration)
    let count = (event.duration + step - 1) / step
    var why: String {
      "more than \(AHAPLayering.maximumLayers) curved events overlap, so this one is stepped "
        + "(\(row))"
    }
    switch construct {
    case .continuous:
      return memo.approximated(
        "written as \(count) flat HapticContinuous events of up to \(step) ms: \(why)")
    case .duration:
      return memo.approximated(
        "\(event.duration) ms covered by \(count) back-to-back events of up to \(step) ms, no "
          + "single EventDuration: \(why)")
    case .intensity:
      return memo.approximated(
        "each step's HapticIntensity is \(Decimal.text(event.intensity)) × the curve at its "
          + "middle, so no event holds \(Decimal.text(event.intensity)) itself: \(why)")
    default:
      return nil
    }
  }

  static func feature(_ capability: Capability) -> DeviceFeature {
    switch capability {
    case .amplitude: .amplitude
    case .sharpness: .sharpness
    case .curve: .curve
    case .composition: .composition
    }
  }
}
