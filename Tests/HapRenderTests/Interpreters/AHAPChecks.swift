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
    for event in item.input.playable {
      problems += self.event(event, item, layers).map { "event \(event.index + 1) " + $0 }
    }
    return (problems, count)
  }

  private static func event(_ event: PlayEvent, _ item: InterpreterCase, _ layers: [AHAPPlayback])
    -> [String]
  {
    var problems: [String] = []
    let index = event.index
    if event.type == .transient {
      let holders = layers.filter { layer in
        layer.events.contains {
          !$0.continuous && $0.time == event.at && abs($0.intensity - event.intensity) < 1e-6
        }
      }
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
    // The layer whose continuous events start at the event's time with its intensity.
    let holder = layers.first { layer in
      layer.events.contains {
        $0.continuous && $0.time == event.at && abs($0.intensity - event.intensity) < 1e-6
      }
    }
    if item.kept(index, .continuous) {
      let single = holder?.events.contains {
        $0.continuous && $0.time == event.at && $0.duration == event.duration
      }
      if single != true {
        problems.append("continuous kept but no HapticContinuous of \(event.duration) ms")
      }
    }
    if item.kept(index, .duration), holder?.covers(event.at, event.end) != true {
      problems.append("duration kept but the events do not cover \(event.at)..<\(event.end)")
    }
    if item.kept(index, .intensity) {
      guard let holder else { return problems + ["intensity kept but no event has it"] }
      if event.shapingCurve == nil, holder.control(at: event.at + event.duration / 2) != 1 {
        problems.append("intensity kept but a curve scales the event")
      }
    }
    if item.kept(index, .sharpness),
      holder.map({ layer in
        layer.events.contains { $0.time == event.at && abs($0.sharpness - event.sharpness) < 1e-6 }
      }) != true
    {
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
