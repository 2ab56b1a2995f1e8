/// Prints a `DeviceGuard` as a Kotlin condition.
enum KotlinGuard {
  /// The condition, or `nil` when the branch needs no check beyond `hasVibrator()`.
  static func condition(_ requirement: DeviceGuard) -> String? {
    var parts: [String] = []
    var api = 0
    for clause in requirement.clauses {
      switch clause {
      case .apiLevel(let level): api = max(api, level)
      case .primitives(let list):
        api = max(api, 30)
        let names = list.map { "VibrationEffect.Composition.\($0.constant)" }
        let joined = names.joined(separator: ", ")
        parts.append(
          joined.count > 50
            ? "vibrator.areAllPrimitivesSupported(\n        "
              + names.joined(separator: ",\n        ") + "\n      )"
            : "vibrator.areAllPrimitivesSupported(\(joined))")
      case .amplitudeControl: parts.append("vibrator.hasAmplitudeControl()")
      case .envelopeEffects:
        api = max(api, 36)
        parts.append("vibrator.areEnvelopeEffectsSupported()")
      case .envelopeFits(let shortest, let longest, let total):
        api = max(api, 36)
        parts.append("vibrator.envelopeEffectInfo.minControlPointDurationMillis <= \(shortest)")
        parts.append("vibrator.envelopeEffectInfo.maxControlPointDurationMillis >= \(longest)")
        parts.append("vibrator.envelopeEffectInfo.maxDurationMillis >= \(total)")
      default: break
      }
    }
    if api > 0 { parts.insert("Build.VERSION.SDK_INT >= \(api)", at: 0) }
    var unique: [String] = []
    for part in parts where !unique.contains(part) { unique.append(part) }
    guard !unique.isEmpty else { return nil }
    return unique.count == 1
      ? unique[0] : "\n      " + unique.joined(separator: " &&\n      ") + "\n    "
  }
}
