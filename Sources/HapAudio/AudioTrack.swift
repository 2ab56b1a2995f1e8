import HapModel

/// The 0.1 track made from an analysis: `hold` steps for the envelope and one transient per
/// onset, with what it took to make them.
public struct AudioTrack: Equatable, Sendable {
  /// Transients and continuous `hold` steps, in time order (a transient before a step at the
  /// same millisecond).
  public var events: [TrackEvent]
  public var stepCount: Int
  public var transientCount: Int
  /// The tolerance the steps reached (above the asked one when the step budget forced it).
  public var tolerance: Double
  /// The largest difference between a step and the envelope at any millisecond it covers.
  public var largestError: Double

  /// Builds the track of `analysis` under `options`.
  public init(_ analysis: AudioAnalysis, options: AudioAnalysisOptions = .standard) {
    let seconds = Double(analysis.durationMS) / 1000
    let budget = Int((seconds * Double(max(options.maxStepsPerSecond, 1))).rounded(.up))
    let staircase = Staircase(
      levels: analysis.envelope, tolerance: options.tolerance,
      minimum: max(options.minimumStepMS, 1), budget: budget)
    var events: [(event: TrackEvent, order: Int)] = []
    var largest = 0.0
    for step in staircase.steps {
      let range = step.at..<min(step.at + step.duration, analysis.envelope.count)
      var weighted = 0.0
      var weight = 0.0
      for ms in range {
        let level = analysis.envelope[ms]
        weighted += level * analysis.sharpness[ms]
        weight += level
        if level > 0 { largest = max(largest, abs(level - step.level)) }
      }
      let sharpness = weight > 0 ? weighted / weight : analysis.sharpness[step.at]
      events.append(
        (
          TrackEvent(
            id: EventID(0), at: step.at, type: .continuous, intensity: Self.round(step.level, 3),
            sharpness: Self.round(sharpness, 2), duration: step.duration, curve: .hold), 1
        ))
    }
    for transient in analysis.transients {
      events.append(
        (
          TrackEvent(
            id: EventID(0), at: transient.at, type: .transient,
            intensity: Self.round(transient.intensity, 3),
            sharpness: Self.round(transient.sharpness, 2)), 0
        ))
    }
    events.sort { ($0.event.at, $0.order) < ($1.event.at, $1.order) }
    self.events = events.enumerated().map { position, entry in
      var event = entry.event
      event.id = EventID(position + 1)
      return event
    }
    stepCount = staircase.steps.count
    transientCount = analysis.transients.count
    tolerance = staircase.tolerance
    largestError = largest
  }

  static func round(_ value: Double, _ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
  }
}
