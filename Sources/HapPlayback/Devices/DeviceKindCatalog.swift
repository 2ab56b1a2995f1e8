import HapRender

/// The known motor models and how a device is matched to one.
extension DeviceKind {
  /// A two-motor gamepad whose driver is not in the table: assumed to pass magnitudes on.
  public static let generic = DeviceKind(
    id: "generic", name: "rumble device", motorCount: 2, amplitude: .continuous,
    shortestPulse: 40,
    note: "unknown driver: assumed to follow the full magnitude range on both motors")

  /// Xbox 360 pads (xpad): magnitudes are divided by 256.
  public static let xbox360 = DeviceKind(
    id: "xpad-360", name: "Xbox 360 pad (xpad)", motorCount: 2, amplitude: .levels(256),
    shortestPulse: 40, note: "intensity is quantised to 256 levels per motor")

  /// Xbox One pads (xpad, GIP protocol): magnitudes are divided by 512.
  public static let xboxOne = DeviceKind(
    id: "xpad-one", name: "Xbox One pad (xpad)", motorCount: 2, amplitude: .levels(128),
    shortestPulse: 40, note: "intensity is quantised to 128 levels per motor")

  /// DualSense (hid-playstation): 8 bits per motor, strong → left, weak → right.
  public static let dualSense = DeviceKind(
    id: "dualsense", name: "DualSense (hid-playstation)", motorCount: 2, amplitude: .levels(256),
    shortestPulse: 40, note: "intensity is quantised to 256 levels per motor")

  /// PinePhone-style GPIO vibrator: on or off.
  public static let gpioVibrator = DeviceKind(
    id: "gpio-vibrator", name: "GPIO vibrator", motorCount: 1, amplitude: .onOff,
    shortestPulse: 30,
    note: "one motor, on/off only: intensity and sharpness are dropped, only timing is kept")

  /// Librem 5-style PWM vibrator: one motor, duty cycle = magnitude.
  public static let pwmVibrator = DeviceKind(
    id: "pwm-vibrator", name: "PWM vibrator", motorCount: 1, amplitude: .continuous,
    shortestPulse: 30, note: "one motor: intensity is kept, sharpness (the motor mix) is dropped")

  /// Every model in the table, generic first.
  public static let all: [DeviceKind] = [
    .generic, .xbox360, .xboxOne, .dualSense, .gpioVibrator, .pwmVibrator,
  ]

  /// The model for a device, from its kernel driver (sysfs) and its input name.
  public static func forDevice(driver: String?, name: String) -> DeviceKind {
    let lowerName = name.lowercased()
    switch driver {
    case "xpad":
      // xpad serves both families; only the name tells them apart.
      return lowerName.contains("one") || lowerName.contains("series") ? .xboxOne : .xbox360
    case "playstation":
      return .dualSense
    case "gpio-vibrator":
      return .gpioVibrator
    case "pwm-vibrator":
      return .pwmVibrator
    default:
      break
    }
    // The platform-device vibrators name their input device after the driver.
    if lowerName.contains("gpio-vibrator") { return .gpioVibrator }
    if lowerName.contains("pwm-vibrator") { return .pwmVibrator }
    return .generic
  }
}

extension DeviceKind {
  /// The render engine's actuator model for this device, so the richest schedule is shaped
  /// for it (shortest pulse, one on/off motor or two graded ones).
  public var motorModel: MotorModel {
    if motorCount == 2 && amplitude != .onOff && shortestPulse == MotorModel.dualRumble.minimumPulse
    {
      return .dualRumble
    }
    if motorCount == 1 && amplitude == .onOff
      && shortestPulse == MotorModel.onOffVibrator.minimumPulse
    {
      return .onOffVibrator
    }
    return MotorModel(
      name: id, motors: motorCount, onOff: amplitude == .onOff, minimumPulse: shortestPulse)
  }
}
