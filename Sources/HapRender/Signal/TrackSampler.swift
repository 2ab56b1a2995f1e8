/// Turns track events into pulses for surfaces that play one level at a time.
enum TrackSampler {
  /// Pulses for `events`: transients last `transientLength` ms, continuous events shorter than
  /// `minimumLength` are lengthened to it, and curves become steps of `CurveShape.step` ms
  /// whose level is the curve's value at the middle of the step (a curved event shorter than
  /// `minimumLength` is one lengthened step at the curve's middle level).
  static func pulses(
    _ events: [PlayEvent], transientLength: Int, minimumLength: Int = 0
  ) -> [Pulse] {
    var pulses: [Pulse] = []
    for event in events where event.isPlayable {
      if event.type == .transient {
        pulses.append(
          Pulse(
            at: event.at, duration: transientLength, level: event.intensity,
            sharpness: event.sharpness))
        continue
      }
      if let curve = event.shapingCurve, event.duration < minimumLength {
        pulses.append(
          Pulse(
            at: event.at, duration: minimumLength,
            level: event.intensity * CurveShape.level(curve, at: 0.5), sharpness: event.sharpness))
        continue
      }
      guard let curve = event.shapingCurve else {
        pulses.append(
          Pulse(
            at: event.at, duration: max(event.duration, minimumLength), level: event.intensity,
            sharpness: event.sharpness))
        continue
      }
      let step = CurveShape.step(forDuration: event.duration)
      var offset = 0
      while offset < event.duration {
        let length = min(step, event.duration - offset)
        let middle = (Double(offset) + Double(length) / 2) / Double(event.duration)
        pulses.append(
          Pulse(
            at: event.at + offset, duration: length,
            level: event.intensity * CurveShape.level(curve, at: middle),
            sharpness: event.sharpness))
        offset += length
      }
    }
    return pulses
  }

  /// The labels of the events each event overlaps on a one-level surface, by file index;
  /// without `naming`, only whether it overlaps one (an empty list where it does): what
  /// verdicts without reasons read, with no label made (D463).
  static func overlaps(_ events: [PlayEvent], transientLength: Int, naming: Bool = true)
    -> EventOverlaps
  {
    let playable = PlayEvent.playable(events)
    func end(_ event: PlayEvent) -> Int {
      event.type == .transient ? event.at + transientLength : event.end
    }
    var result = EventOverlaps(count: (events.lazy.map(\.index).max() ?? -1) + 1)
    for (position, event) in playable.enumerated() {
      var next = position + 1
      while next < playable.count, playable[next].at < end(event) {
        if naming {
          result.add(playable[next].label, to: event.index)
          result.add(event.label, to: playable[next].index)
        } else {
          result.mark(event.index)
          result.mark(playable[next].index)
        }
        next += 1
      }
    }
    return result
  }
}

/// For each event (by file index), the labels of the events it overlaps (none when they were
/// not named); `nil` for one that overlaps none. An array: verdicts look it up for every
/// construct of every event.
struct EventOverlaps: Sendable {
  private var labels: [[String]?]
  private(set) var isEmpty = true

  init(count: Int) {
    labels = Array(repeating: nil, count: count)
  }

  subscript(index: Int) -> [String]? {
    index >= 0 && index < labels.count ? labels[index] : nil
  }

  mutating func add(_ label: String, to index: Int) {
    if labels[index] == nil { labels[index] = [] }
    labels[index]!.append(label)
    isEmpty = false
  }

  /// Notes that the event at `index` overlaps another, without naming it.
  mutating func mark(_ index: Int) {
    if labels[index] == nil { labels[index] = [] }
    isEmpty = false
  }
}
