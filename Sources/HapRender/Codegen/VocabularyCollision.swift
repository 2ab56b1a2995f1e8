import HapModel

/// Patterns that play identically on a device profile, so an app loses the distinction between
/// them there (on Flutter `impact.soft` and `impact.light` are both `lightImpact()`).
struct VocabularyCollision {
  /// The profile on which the patterns collide.
  var profile: DeviceProfile
  /// The ids that play the same thing, in vocabulary order.
  var ids: [String]
  /// What they all play (`HapticFeedback.lightImpact()`).
  var plays: String

  /// The profiles a vocabulary is written for (gamepads are not a codegen target).
  static let profiles: [DeviceProfile] = DeviceProfile.all.filter {
    $0.platform != .gamepad && $0.has(.actuator)
      && !($0.platform == .reactNative && $0.host == .web)
  }

  /// Every collision, profile by profile in catalogue order, with reduced feedback off or on.
  static func find(_ entries: [VocabularyEntry], reduced: Bool = false) -> [VocabularyCollision] {
    // A collision takes two patterns (the site asks for one pattern's vocabulary at a time).
    guard entries.count > 1 else { return [] }
    var found: [VocabularyCollision] = []
    for profile in profiles {
      var groups: [String: [VocabularyEntry]] = [:]
      var order: [String] = []
      var described: [String: String] = [:]
      for entry in entries {
        guard let branch = entry.played(on: profile, reduced: reduced) else { continue }
        let key = signature(branch.effect, on: profile)
        if groups[key] == nil {
          order.append(key)
          described[key] = description(branch.effect, on: profile)
        }
        groups[key, default: []].append(entry)
      }
      for key in order where groups[key]!.count > 1 {
        found.append(
          VocabularyCollision(
            profile: profile, ids: groups[key]!.map(\.id), plays: described[key] ?? key))
      }
    }
    return found
  }

  /// The line printed on standard error and in HAPTICS.md.
  func warning(_ entries: [VocabularyEntry], language: CodegenLanguage, reduced: Bool = false)
    -> String
  {
    let calls = ids.map { id in
      entries.first { $0.id == id }.map { "\($0.call)()" } ?? id
    }
    return "collision on \(profile.platform.displayName) (\(profile.name))"
      + (reduced ? " under reduced feedback: " : ": ")
      + calls.joined(separator: ", ") + (calls.count == 2 ? " both" : " all")
      + " play \(plays), so they feel the same there"
  }

  /// What the device does with `effect`, as text: Flutter on Android plays the constant its
  /// method maps to, and `VIRTUAL_KEY` and `KEYBOARD_TAP` feel the same (issue 20 item 16).
  static func signature(_ effect: Effect, on profile: DeviceProfile) -> String {
    guard let played = androidFeedback(effect, on: profile) else { return signature(effect) }
    return "android " + (played.constant == "VIRTUAL_KEY" ? "KEYBOARD_TAP" : played.constant)
  }

  static func description(_ effect: Effect, on profile: DeviceProfile) -> String {
    guard let played = androidFeedback(effect, on: profile) else { return description(effect) }
    let constant = played.constant == "VIRTUAL_KEY" ? "KEYBOARD_TAP" : played.constant
    return "HapticFeedbackConstants.\(constant)"
      + (constant == "KEYBOARD_TAP" ? " (or VIRTUAL_KEY, the same key click)" : "")
  }

  private static func androidFeedback(_ effect: Effect, on profile: DeviceProfile)
    -> FlutterMap.AndroidFeedback?
  {
    guard profile.platform == .flutter, profile.host == .android,
      case .flutter(let method) = effect
    else { return nil }
    return FlutterMap.onAndroid(method)
  }

  /// Everything that decides what the device does, as text: equal text, equal playback.
  static func signature(_ effect: Effect) -> String {
    switch effect {
    case .iosFeedback(let token): "uikit " + IOSFeedback.uikit(token)
    case .ahap(let documents): "ahap " + documents.map(AHAPEmitter.text).joined(separator: "|")
    case .composition(let taps):
      "composition "
        + taps.map { "\($0.primitive.constant)@\($0.scale)@\($0.at)" }.joined(separator: ",")
    case .predefined(let effect): "predefined " + effect.rawValue
    case .waveform(let waveform): "waveform \(waveform.timings) \(waveform.amplitudes)"
    case .onOff(let timings): "onoff \(timings)"
    case .envelope(let envelope): "envelope \(envelope)"
    case .vibrate(let entries): "vibrate \(entries)"
    case .expo(let call): "expo " + call.expression
    case .flutter(let method): "flutter " + method
    case .rumble(let schedule): "rumble \(schedule)"
    }
  }

  /// A short name for what plays.
  static func description(_ effect: Effect) -> String {
    switch effect {
    case .iosFeedback(let token): IOSFeedback.uikit(token)
    case .ahap: "the same AHAP"
    case .composition(let taps):
      "the same composition of " + taps.map(\.primitive.constant).joined(separator: ", ")
    case .predefined(let effect): "createPredefined(\(effect.rawValue))"
    case .waveform: "the same amplitude waveform"
    case .onOff(let timings):
      timings.count <= 8
        ? "createWaveform(\(timings), -1)"
        : "the same on/off waveform (\(timings.count) timings)"
    case .envelope: "the same envelope"
    case .vibrate(let entries): "navigator.vibrate(\(entries))"
    case .expo(let call): call.expression
    case .flutter(let method): "HapticFeedback.\(method)()"
    case .rumble: "the same rumble"
    }
  }
}
