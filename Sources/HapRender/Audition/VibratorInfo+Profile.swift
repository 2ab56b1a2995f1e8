/// The device profile of the phone on the cable, built from its dump (D104).
extension VibratorInfo {
  /// An Android profile named `name` that `render`, the honesty report and the platform panel
  /// can use like the built-in ones. `apiLevel` is the phone's `ro.build.version.sdk`.
  public func profile(name: String, summary: String, apiLevel: Int) -> DeviceProfile {
    var features: Set<DeviceFeature> = []
    if hasVibrator { features.insert(.actuator) }
    let amplitude = capabilities.contains("AMPLITUDE_CONTROL")
    if amplitude { features.insert(.amplitude) }
    let ids = Set(primitiveLengths.keys)
    if capabilities.contains("COMPOSE_EFFECTS"), apiLevel >= 30, !ids.isEmpty {
      features.insert(.composition)
      if [1, 4, 5, 6, 7].allSatisfy(ids.contains) { features.insert(.primitives30) }
      if (1...8).allSatisfy(ids.contains), apiLevel >= 31 { features.insert(.primitives31) }
    }
    if hasVibrator, apiLevel >= 29 { features.insert(.predefinedEffects) }
    if !supportedEffects.isDisjoint(with: ["CLICK", "TICK", "HEAVY_CLICK"]) {
      features.insert(.halEffects)
    }
    if capabilities.contains("COMPOSE_PWLE_EFFECTS_V2"), apiLevel >= 36 {
      features.formUnion([.envelopeEffects, .sharpness, .curve])
    }
    var envelope: EnvelopeLimits?
    if let size = maxEnvelopeEffectSize, let shortest = minEnvelopeControlPointMillis,
      let longest = maxEnvelopeControlPointMillis, features.contains(.envelopeEffects)
    {
      envelope = EnvelopeLimits(maxSize: size, shortestPoint: shortest, longestPoint: longest)
    }
    return DeviceProfile(
      platform: .android, name: name, summary: summary, features: features, apiLevel: apiLevel,
      motor: amplitude ? .lra : .erm, envelope: envelope)
  }
}
