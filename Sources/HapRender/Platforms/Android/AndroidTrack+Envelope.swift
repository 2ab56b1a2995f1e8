import HapModel

extension AndroidTrack {
  /// Step changes become ramps this long, since an envelope only moves linearly; 20 ms is the
  /// shortest control point every device with envelope effects supports.
  static let envelopeEdge = 20
  /// The longest control point every such device supports.
  static let longestPoint = 1_000

  /// The API 36 envelope branch for a track of non-overlapping continuous events.
  func envelopeBranch(_ events: [PlayEvent]) -> Branch {
    let envelope = Self.envelope(events)
    let shortest = envelope.points.map(\.duration).min() ?? 1
    let longest = envelope.points.map(\.duration).max() ?? 1
    let input = self.input
    var requirement: [DeviceGuard] = [.actuator]
    if let capability = input.capability {
      requirement += capabilityGuardForEnvelope(capability)
    }
    requirement += [
      .apiLevel(36), .envelopeEffects,
      .envelopeFits(minimumPoint: shortest, maximumPoint: longest, total: envelope.duration),
    ]
    return Branch(
      rung: .track, requirement: .all(requirement), effect: .envelope(envelope),
      lazyVerdicts: { memo in
        EventVerdicts.make(input, memo) { event, construct in
          envelopeVerdict(event, construct, memo: memo)
        }
      },
      lazySignal: { Signal(pulses: TrackSampler.pulses(events, transientLength: 0)) },
      path: "envelope")
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
  /// to the next event's; flat events rise and fall over `envelopeEdge` ms. Every control point
  /// lasts between 20 ms and 1 s, the range every device with envelope effects supports
  /// (`VibratorEnvelopeEffectInfo`); longer stretches are cut into several points on the same
  /// line, and the emitted guard still checks the device's own limits.
  static func envelope(_ events: [PlayEvent]) -> AndroidEnvelope {
    var points: [EnvelopePoint] = []
    var level = 0.0
    var shade = events.first?.sharpness ?? 0.5
    var time = 0
    func add(_ intensity: Double, _ sharpness: Double, _ duration: Int) {
      guard duration > 0 else { return }
      let pieces = (duration + longestPoint - 1) / longestPoint
      var done = 0
      for piece in 1...pieces {
        let end = duration * piece / pieces
        let share = Double(end) / Double(duration)
        points.append(
          EnvelopePoint(
            intensity: level + (intensity - level) * share,
            sharpness: shade + (sharpness - shade) * share, duration: end - done))
        done = end
      }
      level = intensity
      shade = sharpness
    }
    for event in events {
      let sharpness = event.sharpness
      add(0, sharpness, event.at - time)
      let edge = min(envelopeEdge, max(1, event.duration / 3))
      let body = max(1, event.duration - edge)
      switch event.shapingCurve {
      case nil:
        add(event.intensity, sharpness, edge)
        add(event.intensity, sharpness, event.duration - 2 * edge)
      case .linear:
        add(event.intensity, sharpness, body)
      case .some(let curve):
        // Samples at least `envelopeEdge` ms apart, and never more than 16 per curve.
        let count = max(2, min(AHAPLayering.maximumPoints, body / envelopeEdge + 1))
        var previous = 0
        for position in 1..<count {
          let at = body * position / (count - 1)
          let value = CurveShape.level(curve, at: Double(at) / Double(body))
          add(event.intensity * value, sharpness, at - previous)
          previous = at
        }
      }
      add(0, sharpness, edge)
      time = max(time, event.end)
    }
    return AndroidEnvelope(initialSharpness: events.first?.sharpness ?? 0.5, points: points)
  }

  private func envelopeVerdict(_ event: PlayEvent, _ construct: Construct, memo: VerdictMemo)
    -> Verdict
  {
    // Read only where a reason is written (D441).
    var row: String { TableRow.cite(construct, .android) }
    let newer = "API 36 BasicEnvelopeBuilder; the spec's table predates it (platform-facts 2)"
    switch construct {
    case .continuous:
      return memo.kept(
        "envelope control points with \(Self.envelopeEdge) ms ramps at its edges (\(newer))")
    case .duration:
      return memo.kept("\(event.duration) ms of envelope control points (\(row))")
    case .intensity:
      return memo.kept("envelope intensity \(Decimal.text(event.intensity)) (\(newer))")
    case .sharpness:
      return memo.kept("envelope sharpness \(Decimal.text(event.sharpness)) (\(newer))")
    case .curve:
      guard let curve = event.shapingCurve else {
        return memo.kept("hold: a flat envelope segment")
      }
      return memo.kept(
        "envelope control points: "
          + (curve == .linear
            ? "one linear ramp" : "sampled from \(curve.rawValue), linear between points")
          + " (\(newer))")
    case .primitive:
      return memo.dropped("primitive hints apply only on the composition path")
    default:
      return memo.dropped("not a track construct")
    }
  }
}
