/// An Android `VibrationEffect.Composition` primitive.
enum AndroidPrimitive: Int, CaseIterable, Sendable, Comparable {
  case click = 1
  case thud = 2
  case spin = 3
  case quickRise = 4
  case slowRise = 5
  case quickFall = 6
  case tick = 7
  case lowTick = 8

  /// The constant's name without its class (`PRIMITIVE_CLICK`).
  var constant: String {
    switch self {
    case .click: "PRIMITIVE_CLICK"
    case .thud: "PRIMITIVE_THUD"
    case .spin: "PRIMITIVE_SPIN"
    case .quickRise: "PRIMITIVE_QUICK_RISE"
    case .slowRise: "PRIMITIVE_SLOW_RISE"
    case .quickFall: "PRIMITIVE_QUICK_FALL"
    case .tick: "PRIMITIVE_TICK"
    case .lowTick: "PRIMITIVE_LOW_TICK"
    }
  }

  /// The API level that added the constant (platform-facts 4.2).
  var apiLevel: Int {
    switch self {
    case .thud, .spin, .lowTick: 31
    default: 30
    }
  }

  /// What plays on API 30, where THUD, SPIN and LOW_TICK do not exist.
  var api30Replacement: AndroidPrimitive {
    switch self {
    case .thud: .click
    case .lowTick: .tick
    case .spin: .quickRise
    default: self
    }
  }

  /// How long the primitive typically plays on an LRA phone, in ms: what the catalogue's Android
  /// profiles assume `getPrimitiveDurations()` answers (a device reports its own). A tap that
  /// follows closer than this starts late (issue 20 item 18, D093).
  var typicalLength: Int {
    switch self {
    case .click: 12
    case .thud: 24
    case .spin: 40
    case .quickRise, .quickFall: 30
    case .slowRise: 60
    case .tick: 8
    case .lowTick: 10
    }
  }

  /// How crisp the primitive feels, 0 (dull) to 1 (sharp), for the rumble approximation.
  var feltSharpness: Double {
    switch self {
    case .thud: 0.1
    case .lowTick: 0.35
    case .click: 0.6
    case .tick: 0.9
    case .spin, .slowRise: 0.3
    case .quickRise, .quickFall: 0.5
    }
  }

  /// The primitive chosen for a sharpness when the event gives no hint (D017): below 0.25 THUD, below 0.5 LOW_TICK, below 0.75 CLICK, else TICK.
  static func forSharpness(_ sharpness: Double) -> AndroidPrimitive {
    switch sharpness {
    case ..<0.25: .thud
    case ..<0.5: .lowTick
    case ..<0.75: .click
    default: .tick
    }
  }

  /// Reads a `primitive` hint: `PRIMITIVE_CLICK`, `click`, `Click` and `low_tick`/`lowTick` all
  /// name the same primitive; anything else is not a primitive.
  init?(hint: String) {
    var key = Self.squash(hint)
    if key.hasPrefix("primitive") { key.removeFirst("primitive".count) }
    guard let match = Self.allCases.first(where: { Self.squash($0.constant).dropFirst(9) == key })
    else { return nil }
    self = match
  }

  /// Lower case without underscores, so `LOW_TICK`, `low_tick` and `lowTick` compare equal.
  private static func squash(_ text: String) -> String {
    String(text.lowercased().filter { $0 != "_" })
  }

  static func < (lhs: AndroidPrimitive, rhs: AndroidPrimitive) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
