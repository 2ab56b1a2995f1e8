import HapModel

extension AndroidTrack {
  /// Step changes become ramps this long, since an envelope only moves linearly.
  static let envelopeEdge = 10

  /// The API 36 envelope branch for a track of non-overlapping continuous events.
  func envelopeBranch(_ events: [PlayEvent]) -> Branch {
    let envelope = Self.envelope(events)
    let shortest = envelope.points.map(\.duration).min() ?? 1
    let signal = Signal(pulses: TrackSampler.pulses(events, transientLength: 0))
    let verdicts = EventVerdicts.make(input) { event, construct in
      envelopeVerdict(event, construct)
    }
    var requirement: [DeviceGuard] = [.actuator]
    if let capability = input.capability {
      requirement += capabilityGuardForEnvelope(capability)
    }
    requirement += [
      .apiLevel(36), .envelopeEffects,
      .envelopeFits(minimumPoint: shortest, total: envelope.duration),
    ]
    return Branch(
      rung: .track, requirement: .all(requirement), effect: .envelope(envelope),
      verdicts: verdicts, signal: signal, path: "envelope")
  }

  private func capabilityGuardForEnvelope(_ capability: Capability) -> [DeviceGuard] {
    switch capability {
    case .amplitude: [.capability("amplitude", .amplitudeControl)]
    case .composition: [.capability("composition", .primitives([.click, .tick]))]
    case .sharpness, .curve:
      [.capability(capability.rawValue, .all([.apiLevel(36), .envelopeEffects]))]
    }
  }

  /// One envelope for the whole track: silent gaps hold intensity 0 while the sharpness moves
  /// to the next event's; flat events rise and fall over `envelopeEdge` ms.
  static func envelope(_ events: [PlayEvent]) -> AndroidEnvelope {
    var points: [EnvelopePoint] = []
    var time = 0
    func add(_ intensity: Double, _ sharpness: Double, _ duration: Int) {
      guard duration > 0 else { return }
      points.append(EnvelopePoint(intensity: intensity, sharpness: sharpness, duration: duration))
    }
    for event in events {
      let sharpness = event.sharpness
      add(0, sharpness, event.at - time)
      let edge = max(1, min(envelopeEdge, event.duration / 4))
      let body = max(1, event.duration - edge)
      switch event.shapingCurve {
      case nil:
        add(event.intensity, sharpness, edge)
        add(event.intensity, sharpness, event.duration - 2 * edge)
      case .linear:
        add(event.intensity, sharpness, body)
      case .some(let curve):
        let samples = AHAPLayering.controlPoints(curve: curve, duration: body)
        var previous = 0
        for sample in samples.dropFirst() {
          let at = Int(sample.time.rounded())
          add(event.intensity * sample.value, sharpness, at - previous)
          previous = max(previous, at)
        }
      }
      add(0, sharpness, edge)
      time = max(time, event.end)
    }
    return AndroidEnvelope(initialSharpness: events.first?.sharpness ?? 0.5, points: points)
  }

  private func envelopeVerdict(_ event: PlayEvent, _ construct: Construct) -> Verdict {
    let row = TableRow.cite(construct, .android)
    let newer = "API 36 BasicEnvelopeBuilder; the spec's table predates it (platform-facts 2)"
    switch construct {
    case .continuous:
      return .kept(
        "envelope control points with \(Self.envelopeEdge) ms ramps at its edges (\(newer))")
    case .duration:
      return .kept("\(event.duration) ms of envelope control points (\(row))")
    case .intensity:
      return .kept("envelope intensity \(Decimal.text(event.intensity)) (\(newer))")
    case .sharpness:
      return .kept("envelope sharpness \(Decimal.text(event.sharpness)) (\(newer))")
    case .curve:
      guard let curve = event.shapingCurve else { return .kept("hold: a flat envelope segment") }
      let shape =
        curve == .linear
        ? "one linear ramp" : "sampled from \(curve.rawValue), linear between points"
      return .kept("envelope control points: \(shape) (\(newer))")
    case .primitive:
      return .dropped("primitive hints apply only on the composition path")
    default:
      return .dropped("not a track construct")
    }
  }
}
