/// The physical actuator of a profile: how many motors, whether it grades strength, and the
/// shortest pulse it can render so that it is felt.
public struct MotorModel: Equatable, Sendable {
  /// A short name (`lra`, `erm`, `dual-rumble`, `on-off`, `taptic`).
  public var name: String
  /// 2 for a strong (low-frequency) and a weak (high-frequency) motor, else 1.
  public var motors: Int
  /// Any non-zero level drives the motor at full power (gpio-vibrator, ERM phones without
  /// amplitude control).
  public var onOff: Bool
  /// The shortest pulse, in milliseconds, that the motor renders so it is felt; transients are
  /// lengthened to it.
  public var minimumPulse: Int

  public init(name: String, motors: Int, onOff: Bool, minimumPulse: Int) {
    self.name = name
    self.motors = motors
    self.onOff = onOff
    self.minimumPulse = minimumPulse
  }

  /// Apple's Taptic Engine under Core Haptics (the OS shapes transients itself).
  public static let taptic = MotorModel(name: "taptic", motors: 1, onOff: false, minimumPulse: 10)
  /// A linear resonant actuator with amplitude control: crisp impulses of 20 ms (AOSP guidance).
  public static let lra = MotorModel(name: "lra", motors: 1, onOff: false, minimumPulse: 20)
  /// An eccentric-rotating-mass phone motor without amplitude control: felt from about 30 ms.
  public static let erm = MotorModel(name: "erm", motors: 1, onOff: true, minimumPulse: 30)
  /// A gamepad's two rumble motors, strong and weak; big ERMs felt from about 40 ms.
  public static let dualRumble = MotorModel(
    name: "dual-rumble", motors: 2, onOff: false, minimumPulse: 40)
  /// A one-motor on/off vibrator such as a phone's gpio-vibrator: any level is full power.
  public static let onOffVibrator = MotorModel(
    name: "on-off", motors: 1, onOff: true, minimumPulse: 30)
}
