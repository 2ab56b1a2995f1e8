import HapModel

@testable import HapRender

/// Plays an iOS artefact back (AHAP layers as signals, Swift intents by their UIKit call) and
/// compares it with the report.
enum AHAPChecks {
  /// Every disagreement, and how many AHAP events were played back.
  static func check(_ item: InterpreterCase) -> (problems: [String], events: Int) {
    let rendition = item.rendition
    let artifact = rendition.artifact
    // A device without a Taptic Engine plays nothing of any artefact.
    let plays = rendition.profile.has(.actuator) && !rendition.settings.hapticsOff
    if artifact.language != "ahap" {
      let fires = artifact.text.contains("Generator(")
      if rendition.isSilent {
        return (fires && plays ? ["the report says silent but the Swift fires a generator"] : [], 0)
      }
      guard let token = item.playedToken, rendition.rung == .intent || rendition.rung == .reduced
      else { return (["rung \(rendition.rung) but the artefact is Swift"], 0) }
      let missing = MappingTableCalls.uikit(token).filter { !artifact.text.contains($0) }
      return (missing.isEmpty ? [] : ["\(token.rawValue) Swift lacks \(missing)"], 0)
    }
    let layers = artifact.files.map { AHAPPlayback($0.text) }
    var problems = layers.flatMap(\.problems)
    let count = layers.reduce(0) { $0 + $1.events.count }
    if !plays || rendition.isSilent {
      if plays { problems.append("the report says silent but AHAP events play") }
      if !rendition.isSilent { problems.append("a device without Core Haptics reported playing") }
      return (problems, count)
    }
    if rendition.rung == .web {
      for on in item.webOnTimes {
        let layer = layers[0]
        if !layer.covers(on.start, on.end) || layer.intensity(at: on.start) != 1 {
          problems.append("fallbacks.web on \(on.start)..<\(on.end) ms is not played at 1.0")
        }
      }
      return (problems, count)
    }
    guard rendition.rung == .track else { return (["rung \(rendition.rung) as AHAP"], count) }
    // Each track event claims its own AHAP event (same kind, time, intensity and, for a
    // continuous one, its first piece's length), so one event cannot vouch for another.
    var claimed = Set<String>()
    for event in item.input.playable {
      var holder: AHAPPlayback?
      search: for (number, layer) in layers.enumerated() {
        for (position, candidate) in layer.events.enumerated()
        where !claimed.contains("\(number)/\(position)") && candidate.time == event.at
          && candidate.continuous == (event.type == .continuous)
          && abs(candidate.intensity - event.intensity) < 1e-6
          && (!candidate.continuous
            || candidate.duration == min(event.duration, AHAPLayering.maximumEventDuration))
        {
          claimed.insert("\(number)/\(position)")
          holder = layer
          break search
        }
      }
      problems += self.event(event, item, holder, layers).map { "event \(event.index + 1) " + $0 }
    }
    return (problems, count)
  }

  /// The seconds a reason names (`EventDuration 30.0 s + 15.0 s` → 30000, 15000 ms).
  static func namedDurations(_ reason: String) -> [Int] {
    let words = reason.split(separator: " ")
    return zip(words, words.dropFirst()).compactMap { number, unit in
      unit.hasPrefix("s") && (unit == "s" || unit.hasPrefix("s,") || unit.hasPrefix("s)"))
        ? Double(number).map { Int(($0 * 1000).rounded()) } : nil
    }
  }

  private static func event(
    _ event: PlayEvent, _ item: InterpreterCase, _ holder: AHAPPlayback?,
    _ layers: [AHAPPlayback]
  ) -> [String] {
    var problems: [String] = []
    let index = event.index
    if event.type == .transient {
      let holders = holder.map { [$0] } ?? []
      if item.kept(index, .transient), holders.isEmpty {
        problems.append("transient kept but no HapticTransient at \(event.at) ms")
      }
      // A kept intensity plays as written: no curve of another event scales it.
      if item.kept(index, .intensity), !holders.contains(where: { $0.control(at: event.at) == 1 }) {
        problems.append("intensity kept but a curve scales the transient")
      }
      if item.kept(index, .sharpness),
        !layers.contains(where: { layer in
          layer.events.contains {
            $0.time == event.at && abs($0.sharpness - event.sharpness) < 1e-6
          }
        })
      {
        problems.append("sharpness kept but no event at \(event.at) ms has it")
      }
      return problems
    }
    if item.kept(index, .continuous),
      holder == nil || event.duration > AHAPLayering.maximumEventDuration
    {
      problems.append("continuous kept but no HapticContinuous of \(event.duration) ms is its own")
    }
    if let entry = item.entry(index, .duration), entry.status == .kept {
      if holder?.covers(event.at, event.end) != true {
        problems.append("duration kept but the events do not cover \(event.at)..<\(event.end)")
      }
      for length in namedDurations(entry.reason)
      where holder?.events.contains(where: {
        $0.continuous && $0.duration == length && $0.time >= event.at && $0.time < event.end
      }) != true {
        problems.append("duration kept as '\(entry.reason)', but no event lasts \(length) ms")
      }
    }
    if item.kept(index, .intensity) {
      guard let holder else { return problems + ["intensity kept but no event has it"] }
      if event.shapingCurve == nil, holder.control(at: event.at + event.duration / 2) != 1 {
        problems.append("intensity kept but a curve scales the event")
      }
    }
    // Its own event, or (stepped) the first of its steps, carries the sharpness.
    let sharp = (holder.map { [$0] } ?? layers).contains { layer in
      layer.events.contains {
        $0.continuous && $0.time == event.at && abs($0.sharpness - event.sharpness) < 1e-6
      }
    }
    if item.kept(index, .sharpness), !sharp {
      problems.append("sharpness kept but the event has another")
    }
    if let curve = event.shapingCurve, item.kept(index, .curve), let holder {
      var values: Set<Double> = []
      for step in 0...20 {
        let fraction = Double(step) / 20
        let time = event.at + Int((Double(event.duration) * fraction).rounded(.down))
        let expected = MappingTableCalls.curveLevel(
          curve, Double(time - event.at) / Double(event.duration))
        let control = holder.control(at: time)
        values.insert(holder.intensity(at: min(time, event.end - 1)))
        if abs(control - expected) > 0.01 {
          problems.append(
            "curve kept but the control is \(control) at \(time) ms, the \(curve.rawValue) gives "
              + "\(expected)")
          break
        }
      }
      if values.count < 2, event.intensity > 0, event.duration >= 20 {
        problems.append(
          "curve kept but flat at \(values.sorted()) (\(curve.rawValue), \(event.duration) ms)")
      }
    }
    return problems
  }
}
