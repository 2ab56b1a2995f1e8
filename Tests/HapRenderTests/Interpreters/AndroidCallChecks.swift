import Foundation
import HapModel

@testable import HapRender

/// Compares what a Kotlin artefact did on an emulated Android device with its report.
enum AndroidCallChecks {
  typealias N = JavaScriptCallChecks

  /// Every disagreement between `outcome` and the report of `item`.
  static func check(_ item: InterpreterCase, _ outcome: AndroidInterpreter.Outcome) -> [String] {
    var problems: [String] = []
    if let error = outcome.error { problems.append("threw \(error)") }
    let profile = item.rendition.profile
    if item.rendition.isSilent {
      if !outcome.calls.isEmpty {
        problems.append("the report says silent but vibrate was called \(outcome.calls.count)×")
      }
      return problems
    }
    // With touch feedback off (issue 20 item 10), touch usage mutes every call: none is felt.
    let felt = outcome.calls.filter { $0["felt"] as? Bool != false }
    if AndroidInterpreter.touchFeedbackOff(profile), !felt.isEmpty {
      problems.append(
        "touch feedback is off but \(felt.count) call(s) vibrate: they lack the touch usage")
    }
    if !AndroidInterpreter.touchFeedbackOff(profile), felt.count < outcome.calls.count {
      problems.append("touch feedback is on but a call was not felt")
    }
    guard outcome.calls.count == 1, let effect = outcome.calls[0]["effect"] as? [String: Any]
    else { return problems + ["rung \(item.rendition.rung) but \(outcome.calls.count) calls"] }
    // The user's touch-feedback setting applies only to touch usage (item 7).
    let attributes = outcome.calls[0]["attributes"] as? [String: Any]
    let api = profile.apiLevel ?? 0
    if api >= 33 {
      if N.number(attributes?["vibrationUsage"]) != 18 {
        problems.append("API \(api) vibrate without VibrationAttributes.USAGE_TOUCH")
      }
    } else if N.number(attributes?["audioUsage"]) != 13 {
      problems.append("API \(api) vibrate without AudioAttributes.USAGE_ASSISTANCE_SONIFICATION")
    }
    let kind = effect["kind"] as? String ?? ""
    let path = item.rendition.path
    let expectedKind: String =
      path.hasPrefix("composition")
      ? "composition"
      : path == "predefined" ? "predefined" : path == "envelope" ? "envelope" : "waveform"
    guard kind == expectedKind else {
      return problems + ["the report's path is \(path) but the artefact played a \(kind)"]
    }
    switch kind {
    case "predefined":
      if let token = item.playedToken,
        N.number(effect["id"]).map(Int.init) != MappingTableCalls.androidPredefined(token)
      {
        problems.append("\(token.rawValue) played predefined \(effect["id"] ?? "?")")
      }
    case "composition": problems += composition(item, effect)
    case "envelope": problems += envelope(item, effect)
    default: problems += waveform(item, effect, onOff: path == "duration-only")
    }
    return problems
  }

  private static func composition(_ item: InterpreterCase, _ effect: [String: Any]) -> [String] {
    var problems: [String] = []
    let primitives = effect["primitives"] as? [[String: Any]] ?? []
    let supported = item.rendition.profile.supportedPrimitives
    var starts: [Int] = []
    var ends: [Int] = []
    var ids: [Int] = []
    var scales: [Double] = []
    for primitive in primitives {
      let id = Int(N.number(primitive["id"]) ?? -1)
      guard let kind = AndroidPrimitive(rawValue: id), supported.contains(kind) else {
        problems.append("primitive \(id) is not supported on this device: it plays nothing")
        continue
      }
      // A delay counts from the end of the previous primitive (DELAY_TYPE_PAUSE).
      let start = (ends.last ?? 0) + Int(N.number(primitive["delay"]) ?? 0)
      starts.append(start)
      ends.append(start + AndroidInterpreter.primitiveLengths[kind]!)
      ids.append(id)
      scales.append(N.number(primitive["scale"]) ?? -1)
    }
    if item.rendition.rung != .track {
      if let token = item.playedToken, let allowed = MappingTableCalls.androidPrimitives(token),
        !ids.allSatisfy(allowed.contains)
      {
        problems.append("\(token.rawValue) played primitives \(ids), the table lists \(allowed)")
      }
      return problems
    }
    let events = item.input.playable
    guard events.count == starts.count else {
      return problems + ["\(events.count) transients but \(starts.count) primitives"]
    }
    for (position, event) in events.enumerated() {
      let label = "event \(event.index + 1)"
      if let entry = item.entry(event.index, .transient), entry.status == .kept,
        starts[position] != event.at
      {
        // Taps closer than a primitive's length start when it ends, as the reason says.
        let excused =
          entry.reason.contains("start late") && position > 0
          && starts[position] == ends[position - 1] && ends[position - 1] > event.at
        if !excused {
          problems.append(
            "\(label) reported kept at \(event.at) ms but starts at \(starts[position])")
        }
      }
      if item.kept(event.index, .intensity), abs(scales[position] - event.intensity) > 1e-3 {
        problems.append("\(label) intensity kept but the scale is \(scales[position])")
      }
    }
    return problems
  }

  /// Milliseconds → amplitude (-1 for DEFAULT_AMPLITUDE) of a waveform.
  private static func timeline(_ timings: [Int], _ amplitudes: [Int]?) -> [Int] {
    var levels: [Int] = []
    for (position, length) in timings.enumerated() {
      // Without amplitudes index 0 is an off time and the rest alternate.
      let level = amplitudes?[position] ?? (position % 2 == 0 ? 0 : -1)
      levels += repeatElement(level, count: max(0, length))
    }
    return levels
  }

  private static func waveform(_ item: InterpreterCase, _ effect: [String: Any], onOff: Bool)
    -> [String]
  {
    var problems: [String] = []
    let timings = N.numbers(effect["timings"])
    let amplitudes =
      effect["amplitudes"] is NSNullLike
      ? nil : (effect["amplitudes"] as? [Any]).map { N.numbers($0) }
    if onOff != (amplitudes == nil) {
      problems.append(
        onOff ? "duration-only path played amplitudes" : "waveform without amplitudes")
    }
    let levels = timeline(timings, amplitudes)
    func level(_ time: Int) -> Int { time >= 0 && time < levels.count ? levels[time] : 0 }
    if item.rendition.rung == .web {
      if timings != [0] + item.web {
        problems.append("fallbacks.web plays as timings \(timings), not [0] + \(item.web)")
      }
      return problems
    }
    if item.rendition.rung != .track { return problems }
    for event in item.input.playable {
      let label = "event \(event.index + 1)"
      let construct: Construct = event.type == .transient ? .transient : .continuous
      guard let entry = item.entry(event.index, construct) else { continue }
      // A curve rises from 0, so a curved event is looked for where it is loudest, at its end.
      let loudest = event.shapingCurve == nil ? event.at : event.end - 1
      if entry.status != .dropped, level(loudest) == 0, event.intensity > 0 {
        problems.append("\(label) \(construct) reported \(entry.status) but the motor is off then")
      }
      if event.type == .continuous, item.kept(event.index, .duration),
        ((event.shapingCurve == nil ? event.at : event.at + event.duration / 2)..<event.end)
          .contains(where: { level($0) == 0 }), event.intensity > 0
      {
        problems.append("\(label) duration kept but the motor stops within it")
      }
      let intensity = item.entry(event.index, .intensity)
      if intensity?.status == .dropped, amplitudes != nil {
        problems.append("\(label) intensity reported dropped but amplitudes were played")
      }
      if intensity?.status != .dropped, amplitudes != nil, event.shapingCurve == nil,
        !entry.reason.contains("overlaps"), event.intensity > 0
      {
        let expected = max(1, min(255, Int((event.intensity * 255).rounded())))
        if level(event.at) != expected {
          problems.append(
            "\(label) plays amplitude \(level(event.at)), intensity gives \(expected)")
        }
      }
      if event.shapingCurve != nil, item.entry(event.index, .curve)?.status != .dropped,
        amplitudes != nil, event.intensity > 0.1, event.duration >= 100,
        !entry.reason.contains("overlaps")
      {
        let values = Set((event.at..<event.end).map(level))
        if values.count < 2 { problems.append("\(label) curve reported played but flat") }
      }
    }
    return problems
  }

  private static func envelope(_ item: InterpreterCase, _ effect: [String: Any]) -> [String] {
    var problems: [String] = []
    let points = effect["points"] as? [[String: Any]] ?? []
    var time = 0
    var samples: [(time: Int, intensity: Double)] = [(0, 0)]
    for point in points {
      time += Int(N.number(point["duration"]) ?? 0)
      samples.append((time, N.number(point["intensity"]) ?? -1))
    }
    if samples.last?.intensity != 0 { problems.append("the envelope does not end at 0") }
    for event in item.input.playable {
      let within = samples.filter { $0.time > event.at && $0.time <= event.end }
      if item.kept(event.index, .intensity),
        !within.contains(where: { abs($0.intensity - event.intensity) < 1e-3 })
      {
        problems.append("event \(event.index + 1) intensity kept but the envelope never reaches it")
      }
      if event.shapingCurve != nil, item.kept(event.index, .curve),
        Set(within.map(\.intensity)).count < 2
      {
        problems.append("event \(event.index + 1) curve kept but the envelope is flat")
      }
    }
    return problems
  }
}

/// `NSNull`, as JSONSerialization gives for `null`.
typealias NSNullLike = NSNull
