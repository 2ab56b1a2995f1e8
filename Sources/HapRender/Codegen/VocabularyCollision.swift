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

  /// Every collision, profile by profile in catalogue order.
  static func find(_ entries: [VocabularyEntry]) -> [VocabularyCollision] {
    var found: [VocabularyCollision] = []
    for profile in profiles {
      var groups: [String: [VocabularyEntry]] = [:]
      var order: [String] = []
      var described: [String: String] = [:]
      for entry in entries {
        guard let branch = entry.played(on: profile) else { continue }
        let key = signature(branch.effect)
        if groups[key] == nil {
          order.append(key)
          described[key] = description(branch.effect)
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
  func warning(_ entries: [VocabularyEntry], language: CodegenLanguage) -> String {
    let calls = ids.map { id in
      entries.first { $0.id == id }.map { "\($0.call)()" } ?? id
    }
    return "collision on \(profile.platform.displayName) (\(profile.name)): "
      + calls.joined(separator: ", ") + (calls.count == 2 ? " both" : " all")
      + " play \(plays), so they feel the same there"
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
