/// Writes AHAP documents: `Version` 1.0, seconds, per-event parameters, and
/// `HapticIntensityControl` curves whose control-point times count from the curve's start.
enum AHAPEmitter {
  static func text(_ document: AHAPDocument) -> String {
    var entries: [String] = []
    for event in document.events {
      var members = [
        "\"Time\": \(Decimal.seconds(Double(event.time)))",
        "\"EventType\": \"\(event.kind.rawValue)\"",
      ]
      if let duration = event.duration {
        members.append("\"EventDuration\": \(Decimal.seconds(Double(duration)))")
      }
      let parameters = [
        parameter("HapticIntensity", event.intensity),
        parameter("HapticSharpness", event.sharpness),
      ]
      members.append(
        "\"EventParameters\": [\n" + parameters.joined(separator: ",\n") + "\n        ]")
      entries.append(entry("Event", members))
    }
    for curve in document.curves {
      let points = curve.points.map {
        "          { \"Time\": \(Decimal.seconds($0.time)), \"ParameterValue\": \(Decimal.text($0.value)) }"
      }
      let members = [
        "\"ParameterID\": \"HapticIntensityControl\"",
        "\"Time\": \(Decimal.seconds(curve.time))",
        "\"ParameterCurveControlPoints\": [\n" + points.joined(separator: ",\n") + "\n        ]",
      ]
      entries.append(entry("ParameterCurve", members))
    }
    let pattern = entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n  ]"
    return "{\n  \"Version\": 1.0,\n  \"Pattern\": \(pattern)\n}\n"
  }

  private static func parameter(_ id: String, _ value: Double) -> String {
    "          { \"ParameterID\": \"\(id)\", \"ParameterValue\": \(Decimal.text(value)) }"
  }

  private static func entry(_ key: String, _ members: [String]) -> String {
    "    {\n      \"\(key)\": {\n"
      + members.map { "        " + $0 }.joined(separator: ",\n")
      + "\n      }\n    }"
  }
}
