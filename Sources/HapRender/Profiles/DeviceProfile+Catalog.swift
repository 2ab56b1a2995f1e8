/// The catalogue of device profiles, per platform, default first.
extension DeviceProfile {
  /// Every profile, grouped by platform in `Platform.allCases` order, each platform's default first.
  public static let all: [DeviceProfile] = ios + android + web + reactNative + flutter + gamepad

  /// The profiles of one platform, default first.
  public static func profiles(for platform: Platform) -> [DeviceProfile] {
    all.filter { $0.platform == platform }
  }

  /// The profile `haptui render --platform P` uses when no `--profile` is given.
  public static func defaultProfile(for platform: Platform) -> DeviceProfile {
    profiles(for: platform)[0]
  }

  /// The profile called `name` on `platform`, if there is one.
  public static func named(_ name: String, platform: Platform) -> DeviceProfile? {
    all.first { $0.platform == platform && $0.name == name }
  }

  static let ios: [DeviceProfile] = [
    DeviceProfile(
      platform: .ios, name: "iphone",
      summary: "iPhone 8 or later: UIFeedbackGenerator, Core Haptics and AHAP",
      features: [.actuator, .amplitude, .sharpness, .curve, .composition], motor: .taptic),
    DeviceProfile(
      platform: .ios, name: "no-taptic",
      summary: "no Taptic Engine (iPad, iPod touch): every call is a silent no-op",
      features: [], motor: .taptic),
  ]

  static let android: [DeviceProfile] = [
    DeviceProfile(
      platform: .android, name: "full",
      summary: "API 31-35 LRA phone: amplitude control, every composition primitive",
      features: [
        .actuator, .amplitude, .composition, .primitives30, .primitives31, .predefinedEffects,
        .halEffects,
      ], apiLevel: 34, motor: .lra),
    DeviceProfile(
      platform: .android, name: "api36",
      summary: "API 36 (Android 16) phone that reports envelope effects: sharpness and curves",
      features: [
        .actuator, .amplitude, .sharpness, .curve, .composition, .primitives30, .primitives31,
        .predefinedEffects, .halEffects, .envelopeEffects,
      ], apiLevel: 36, motor: .lra),
    DeviceProfile(
      platform: .android, name: "amplitude",
      summary: "amplitude control but no composition primitives (older LRA phone)",
      features: [.actuator, .amplitude, .predefinedEffects, .halEffects], apiLevel: 30,
      motor: .lra),
    DeviceProfile(
      platform: .android, name: "basic",
      summary: "mid-range ERM phone: no amplitude control, no primitives (on/off only)",
      features: [.actuator, .predefinedEffects], apiLevel: 33, motor: .erm),
    DeviceProfile(
      platform: .android, name: "legacy",
      summary: "Android 8-9 (API 26-28) ERM phone: no createPredefined, on/off only",
      features: [.actuator], apiLevel: 27, motor: .erm),
  ]

  static let web: [DeviceProfile] = [
    DeviceProfile(
      platform: .web, name: "android-chrome",
      summary: "Chrome on Android: navigator.vibrate, duration only, after a user gesture",
      features: [.actuator, .vibrate], motor: .erm),
    // Issue 20 item 17 (D091): MDN's compatibility data lists navigator.vibrate on Firefox for
    // Android as present but disabled (abuse): it returns true and vibrates nothing.
    DeviceProfile(
      platform: .web, name: "firefox-android",
      summary: "Firefox on Android: navigator.vibrate exists and returns true but vibrates nothing",
      features: [.vibrate], motor: .erm),
    DeviceProfile(
      platform: .web, name: "ios-safari",
      summary: "Safari on iOS: no navigator.vibrate, a silent no-op",
      features: [], motor: .taptic),
    DeviceProfile(
      platform: .web, name: "desktop",
      summary: "desktop browser: no navigator.vibrate, a silent no-op",
      features: [], motor: .erm),
  ]

  static let reactNative: [DeviceProfile] = [
    DeviceProfile(
      platform: .reactNative, name: "ios",
      summary: "expo-haptics on iOS: UIKit feedback generators",
      features: [.actuator], host: .ios, motor: .taptic),
    DeviceProfile(
      platform: .reactNative, name: "android",
      summary: "expo-haptics on Android: fixed createWaveform timings, not primitives",
      features: [.actuator], host: .android, motor: .lra),
    DeviceProfile(
      platform: .reactNative, name: "web",
      summary: "expo-haptics on the web (Android Chrome): navigator.vibrate, fixed durations",
      features: [.actuator, .vibrate], host: .web, motor: .erm),
  ]

  static let flutter: [DeviceProfile] = [
    DeviceProfile(
      platform: .flutter, name: "classic",
      summary: "HapticFeedback as every Flutter release has it: no notification methods",
      features: [.actuator], motor: .taptic),
    DeviceProfile(
      platform: .flutter, name: "notifications",
      summary: "Flutter with successNotification()/warningNotification()/errorNotification()",
      features: [.actuator, .notificationMethods], motor: .taptic),
    // Issue 20 item 16 (D094): on Android the engine plays HapticFeedbackConstants
    // (platform-facts 6), so the same Dart calls feel different there.
    DeviceProfile(
      platform: .flutter, name: "android",
      summary: "HapticFeedback on Android: View.performHapticFeedback constants, light = medium",
      features: [.actuator], apiLevel: 34, host: .android, motor: .lra),
    DeviceProfile(
      platform: .flutter, name: "android-notifications",
      summary: "Flutter with the notification methods on Android (CONFIRM/REJECT, API 30+)",
      features: [.actuator, .notificationMethods], apiLevel: 34, host: .android, motor: .lra),
  ]

  static let gamepad: [DeviceProfile] = [
    DeviceProfile(
      platform: .gamepad, name: "dual-rumble",
      summary: "two-motor rumble (evdev FF_RUMBLE, web Gamepad dual-rumble)",
      features: [.actuator, .amplitude], motor: .dualRumble),
    DeviceProfile(
      platform: .gamepad, name: "on-off",
      summary: "one on/off motor such as a phone's gpio-vibrator: any level is full power",
      features: [.actuator], motor: .onOffVibrator),
  ]
}
