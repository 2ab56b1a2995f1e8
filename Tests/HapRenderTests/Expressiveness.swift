import HapModel

@testable import HapRender

/// What each column of the spec's mapping table can express at best, per device profile,
/// written from the table and platform-facts (not from the engine), so the honesty invariant
/// has an independent reference: a report may never claim more than this.
enum Expressiveness {
  /// The best status `construct` can have on `profile`; `hold` says whether the event's curve
  /// is `hold` (a flat level, which any surface that sustains a level keeps).
  static func best(_ construct: Construct, on profile: DeviceProfile, hold: Bool = false)
    -> SupportStatus
  {
    guard profile.has(.actuator) else { return .dropped }
    switch profile.platform {
    case .ios:
      return construct == .primitive ? .dropped : .kept
    case .android:
      return android(construct, profile, hold: hold)
    case .web:
      // navigator.vibrate: fallbacks.web only, no intensity, no sharpness, no curve.
      return construct == .web && profile.has(.vibrate) ? .kept : .dropped
    case .reactNative:
      switch construct {
      case .intent, .reduced: return .kept
      case .web: return profile.host == .web ? .kept : .dropped
      default: return .dropped
      }
    case .flutter:
      return construct == .intent || construct == .reduced ? .kept : .dropped
    case .gamepad:
      return gamepad(construct, profile, hold: hold)
    }
  }

  private static func android(_ construct: Construct, _ profile: DeviceProfile, hold: Bool)
    -> SupportStatus
  {
    let amplitude = profile.has(.amplitude)
    let primitives = profile.has(.primitives30)
    let envelope = profile.has(.envelopeEffects)
    switch construct {
    case .intent, .reduced:
      return primitives || profile.has(.halEffects)
        ? .kept : profile.has(.predefinedEffects) ? .approximated : .dropped
    case .intensity: return amplitude ? .kept : .dropped
    case .sharpness: return envelope ? .kept : primitives ? .approximated : .dropped
    case .curve:
      if hold { return .kept }
      return envelope ? .kept : amplitude ? .approximated : .dropped
    case .transient: return primitives ? .kept : .approximated
    case .continuous, .duration, .web: return .kept
    case .primitive: return primitives ? .kept : .dropped
    }
  }

  private static func gamepad(_ construct: Construct, _ profile: DeviceProfile, hold: Bool)
    -> SupportStatus
  {
    let graded = !profile.motor.onOff
    switch construct {
    case .intent, .reduced, .primitive: return .dropped
    case .intensity: return graded ? .approximated : .dropped
    case .sharpness: return graded && profile.motor.motors > 1 ? .approximated : .dropped
    case .curve: return hold ? .kept : graded ? .approximated : .dropped
    case .transient: return .approximated
    case .continuous, .duration, .web: return .kept
    }
  }

  /// The best status for one report entry of `pattern` (knowing whether its curve is `hold`).
  static func best(for entry: ReportEntry, in pattern: HapticPattern, on profile: DeviceProfile)
    -> SupportStatus
  {
    var hold = false
    if entry.construct == .curve, entry.event.hasPrefix("event "),
      let number = Int(entry.event.dropFirst(6)), number <= pattern.events.count
    {
      hold = pattern.events[number - 1].curve == .hold
    }
    return best(entry.construct, on: profile, hold: hold)
  }

  static func rank(_ status: SupportStatus) -> Int {
    switch status {
    case .kept: 0
    case .approximated: 1
    case .dropped: 2
    }
  }
}
