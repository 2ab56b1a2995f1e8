import Foundation
import HapModel

@testable import HapRender

/// Compares what a web, React Native or gamepad artefact called in node with its report.
enum JavaScriptCallChecks {
  typealias Call = NodeInterpreter.Call

  static func number(_ value: Any?) -> Double? {
    if let value = value as? NSNumber { return value.doubleValue }
    if let value = value as? Double { return value }
    if let value = value as? Int { return Double(value) }
    return nil
  }

  static func numbers(_ value: Any?) -> [Int] {
    (value as? [Any] ?? []).compactMap { number($0).map { Int($0) } }
  }

  /// Every disagreement between `outcome` and the report of `item`.
  static func check(_ item: InterpreterCase, _ outcome: NodeInterpreter.Outcome) -> [String] {
    var problems: [String] = []
    if let error = outcome.error { problems.append("threw: \(error)") }
    let calls = outcome.calls
    // A call the device does not feel (Firefox for Android's vibrate) plays nothing.
    let felt = calls.filter { $0["felt"] as? Bool != false }
    if item.rendition.isSilent {
      if !felt.isEmpty {
        problems.append("the report says silent but \(felt.count) call(s) were made")
      }
      return problems
    }
    if felt.count < calls.count {
      problems.append("the report says it plays but the device feels none of its vibrate calls")
    }
    switch item.rendition.platform {
    case .web: problems += web(item, calls)
    case .reactNative: problems += reactNative(item, calls)
    default: problems += gamepad(item, calls)
    }
    return problems
  }

  /// The web plays `fallbacks.web` through one `navigator.vibrate` call.
  private static func web(_ item: InterpreterCase, _ calls: [Call]) -> [String] {
    guard calls.count == 1, calls[0]["api"] as? String == "navigator.vibrate" else {
      return ["rung \(item.rendition.rung) but \(calls.count) call(s): \(calls)"]
    }
    return vibratePattern(item, numbers(calls[0]["pattern"]), valid: calls[0]["valid"] as? Bool)
  }

  /// A `navigator.vibrate` pattern against `fallbacks.web` and the web entry's status.
  static func vibratePattern(_ item: InterpreterCase, _ pattern: [Int], valid: Bool?) -> [String] {
    var problems: [String] = []
    if valid != true { problems.append("navigator.vibrate got entries that are not ms") }
    if pattern.count > 99 || pattern.contains(where: { $0 > 10_000 }) {
      problems.append("navigator.vibrate pattern past the browser limits")
    }
    let status = item.entry(.web)?.status
    if status == .kept, pattern != item.web {
      problems.append("web reported kept but vibrate got \(pattern), not \(item.web)")
    }
    if status == .dropped { problems.append("web reported dropped but vibrate was called") }
    return problems
  }

  /// React Native plays the intent through expo-haptics, or `fallbacks.web` on the web.
  private static func reactNative(_ item: InterpreterCase, _ calls: [Call]) -> [String] {
    guard calls.count == 1 else {
      return ["rung \(item.rendition.rung) but \(calls.count) call(s): \(calls)"]
    }
    let call = calls[0]
    if item.rendition.rung == .web {
      guard call["api"] as? String == "navigator.vibrate", item.rendition.profile.host == .web
      else { return ["rung web but \(call) on \(item.rendition.profile)"] }
      return vibratePattern(item, numbers(call["pattern"]), valid: call["valid"] as? Bool)
    }
    guard let token = item.playedToken else {
      return ["rung \(item.rendition.rung) without a token"]
    }
    let expected = MappingTableCalls.expo(token)
    var problems: [String] = []
    if call["api"] as? String != expected.api || (call["argument"] as? String) != expected.argument
    {
      problems.append("\(token.rawValue) should call \(expected), called \(call)")
    }
    return problems
  }

  /// A gamepad plays rumble steps through `playEffect("dual-rumble")`.
  private static func gamepad(_ item: InterpreterCase, _ calls: [Call]) -> [String] {
    var problems: [String] = []
    let motor = item.rendition.profile.motor
    var steps: [(at: Int, end: Int, strong: Double, weak: Double)] = []
    for call in calls {
      guard call["api"] as? String == "playEffect", call["valid"] as? Bool == true,
        let at = number(call["at"]), let duration = number(call["duration"]),
        let strong = number(call["strongMagnitude"]), let weak = number(call["weakMagnitude"])
      else {
        problems.append("a call that is not a valid dual-rumble effect: \(call)")
        continue
      }
      if number(call["startDelay"]) != 0 || duration > 5000 {
        problems.append("startDelay/duration past Chromium's cap: \(call)")
      }
      steps.append((Int(at), Int(at + duration), strong, weak))
    }
    if steps.isEmpty { return problems + ["rung \(item.rendition.rung) but no playEffect call"] }
    for (previous, next) in zip(steps, steps.dropFirst()) where next.at < previous.end {
      problems.append("effects overlap at \(next.at) ms: the later preempts the earlier")
    }
    // A pulse is a run of effects with no gap; the header says each lasts at least the motor's
    // shortest pulse.
    var pulses: [(Int, Int)] = []
    for step in steps {
      if let last = pulses.last, last.1 == step.at {
        pulses[pulses.count - 1].1 = step.end
      } else {
        pulses.append((step.at, step.end))
      }
    }
    for pulse in pulses where pulse.1 - pulse.0 < motor.minimumPulse {
      problems.append(
        "a \(pulse.1 - pulse.0) ms pulse at \(pulse.0) ms; the header says at least "
          + "\(motor.minimumPulse) ms")
    }
    func covered(_ start: Int, _ end: Int) -> Bool {
      var time = start
      for pulse in pulses where pulse.0 <= time && pulse.1 > time { time = pulse.1 }
      return time >= end
    }
    func magnitudes(at time: Int) -> (Double, Double)? {
      steps.first { $0.at <= time && time < $0.end }.map { ($0.strong, $0.weak) }
    }
    if item.rendition.rung == .web {
      // Pulses may be lengthened (and then join the next): each on time still rumbles.
      for on in item.webOnTimes where !covered(on.start, on.end) {
        problems.append("fallbacks.web vibrates at \(on.start)..<\(on.end) ms but the pad does not")
      }
      return problems
    }
    let events = item.input.playable
    if events.contains(where: { item.entry($0.index, .intensity)?.status == .dropped }) {
      let levels = Set(steps.map { "\($0.strong)/\($0.weak)" })
      if levels.count > 1 {
        problems.append("intensity reported dropped but magnitudes vary: \(levels.sorted())")
      }
    }
    for event in events {
      let construct: Construct = event.type == .transient ? .transient : .continuous
      guard let entry = item.entry(event.index, construct), entry.status != .dropped else {
        continue
      }
      // A curve rises from 0, so a curved event is looked for where it is loudest, at its end.
      let loudest = event.shapingCurve == nil ? event.at : event.end - 1
      if magnitudes(at: loudest) == nil, event.intensity > 0 {
        problems.append(
          "event \(event.index + 1) \(construct) reported \(entry.status) at \(loudest) ms, but "
            + "nothing rumbles then (\(event.duration) ms, intensity \(event.intensity), sharpness "
            + "\(event.sharpness), curve \(event.curve?.rawValue ?? "none"); pulses "
            + "\(pulses.filter { abs($0.0 - event.at) < 1000 }))")
      }
      let from = event.shapingCurve == nil ? event.at : event.at + event.duration / 2
      if event.type == .continuous, item.kept(event.index, .duration), event.intensity > 0,
        !covered(from, event.end)
      {
        problems.append("event \(event.index + 1) duration kept but the rumble stops early")
      }
      // A flat event alone keeps the mapping's magnitudes (D017).
      if !motor.onOff, event.shapingCurve == nil, !entry.reason.contains("overlaps"),
        item.entry(event.index, .intensity)?.status == .approximated,
        let (strong, weak) = magnitudes(at: event.at)
      {
        let expectedStrong = event.intensity * min(1, 2 * (1 - event.sharpness))
        let expectedWeak = event.intensity * min(1, 2 * event.sharpness)
        if abs(strong - expectedStrong) > 1e-3 || abs(weak - expectedWeak) > 1e-3 {
          problems.append(
            "event \(event.index + 1) plays \(strong)/\(weak), the mapping gives "
              + "\(expectedStrong)/\(expectedWeak)")
        }
      }
    }
    return problems
  }
}
