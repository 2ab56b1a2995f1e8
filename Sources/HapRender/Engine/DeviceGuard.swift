/// A condition a device must meet for a branch of the ladder to play on it.
///
/// Emitters print the same conditions as run-time checks (`hasAmplitudeControl()`,
/// `'vibrate' in navigator`…), so the report for a profile and the emitted code agree.
indirect enum DeviceGuard: Equatable, Sendable {
  case always
  /// The device has haptic hardware at all.
  case actuator
  /// Android `Build.VERSION.SDK_INT >= n`.
  case apiLevel(Int)
  /// Android `areAllPrimitivesSupported(...)` for these primitives.
  case primitives([AndroidPrimitive])
  /// Android `hasAmplitudeControl()`.
  case amplitudeControl
  /// Android 36 `areEnvelopeEffectsSupported()`.
  case envelopeEffects
  /// `navigator.vibrate` exists.
  case vibrate
  /// React Native `Platform.OS` is this host; the text says why the branch needs it.
  case host(HostOS, because: String)
  /// expo-haptics on the web works only where `navigator.vibrate` exists.
  case vibrateOnWeb
  /// The profile has a feature no run-time API reveals (emitters print nothing for it).
  case feature(DeviceFeature, because: String)
  /// A pattern's `requiredCapability` token, checked by the inner condition.
  case capability(String, DeviceGuard)
  /// The device's Android 36 envelope limits fit the envelope (a profile without reported
  /// limits assumes they do: the envelope is made to fit every such device).
  case envelopeFits(minimumPoint: Int, maximumPoint: Int, total: Int)
  case all([DeviceGuard])

  /// Whether `profile` meets the condition.
  func holds(on profile: DeviceProfile) -> Bool { failure(on: profile) == nil }

  /// Why `profile` does not meet the condition, or `nil` when it does.
  func failure(on profile: DeviceProfile) -> String? {
    switch self {
    case .always:
      return nil
    case .actuator:
      return profile.has(.actuator) ? nil : "the device has no haptic actuator (\(profile.summary))"
    case .apiLevel(let level):
      let api = profile.apiLevel ?? 0
      return api >= level ? nil : "needs API \(level) (the device has API \(api))"
    case .primitives(let list):
      let missing = list.filter { !profile.supportedPrimitives.contains($0) }
      guard !missing.isEmpty else { return nil }
      return "areAllPrimitivesSupported(\(missing.map(\.constant).joined(separator: ", "))) "
        + "is false on this device"
    case .amplitudeControl:
      return profile.has(.amplitude) ? nil : "hasAmplitudeControl() is false on this device"
    case .envelopeEffects:
      return profile.has(.envelopeEffects) && (profile.apiLevel ?? 0) >= 36
        ? nil : "areEnvelopeEffectsSupported() needs API 36 and envelope hardware"
    case .vibrate:
      guard profile.has(.vibrate) else { return "navigator.vibrate does not exist here" }
      return profile.has(.actuator)
        ? nil
        : "navigator.vibrate exists and returns true but vibrates nothing here (Firefox for "
          + "Android disables it; only Chromium-based browsers on Android vibrate)"
    case .host(let host, let because):
      return profile.host == host ? nil : because
    case .vibrateOnWeb:
      return profile.host != .web || profile.has(.vibrate)
        ? nil : "expo-haptics on the web needs navigator.vibrate"
    case .feature(let feature, let because):
      return profile.has(feature) ? nil : because
    case .capability(let token, let inner):
      return inner.failure(on: profile).map { "requiredCapability '\(token)' is not met: \($0)" }
    case .envelopeFits(let shortest, let longest, let total):
      return profile.envelope?.failure(shortest: shortest, longest: longest, total: total)
    case .all(let guards):
      for item in guards {
        if let failure = item.failure(on: profile) { return failure }
      }
      return nil
    }
  }

  /// The clauses, flattened; with `keepingCapabilities` a capability clause is kept whole
  /// instead of being replaced by its checks.
  func clauses(keepingCapabilities: Bool) -> [DeviceGuard] {
    switch self {
    case .all(let guards): guards.flatMap { $0.clauses(keepingCapabilities: keepingCapabilities) }
    case .capability: keepingCapabilities ? [self] : clauses
    case .always: []
    default: [self]
    }
  }

  /// The clauses of the condition, flattened.
  var clauses: [DeviceGuard] {
    switch self {
    case .all(let guards): guards.flatMap(\.clauses)
    case .capability(_, let inner): inner.clauses
    case .always: []
    default: [self]
    }
  }
}

extension DeviceProfile {
  /// The Android composition primitives the profile supports.
  var supportedPrimitives: Set<AndroidPrimitive> {
    if has(.primitives31) { return Set(AndroidPrimitive.allCases) }
    if has(.primitives30) { return Set(AndroidPrimitive.allCases.filter { $0.apiLevel == 30 }) }
    return []
  }
}
