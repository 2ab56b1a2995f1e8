/// A kind of Linux rumble device, by driver: what it physically does with the magnitudes given.
///
/// `MotorModel` describes a profile's actuator in general; this table is about concrete Linux
/// drivers. The kernel has no capability bit for amplitude control, so the only way to know
/// that a device drops intensity (gpio-vibrator) or quantises it (xpad, DualSense) is a table
/// of drivers, read from their kernel source (platform facts 8.5). Previews use it to say so
/// honestly; `shortestPulse` tells how short a pulse the device renders.
public struct DeviceKind: Equatable, Sendable {
  /// How finely a motor follows magnitude.
  public enum Amplitude: Equatable, Sendable {
    /// The full 16-bit range reaches the motor (PWM duty or a driver that passes it on).
    case continuous
    /// The driver keeps `levels` steps (256 for 8 bits).
    case levels(Int)
    /// Any non-zero magnitude is full power.
    case onOff
  }

  /// A short identifier (`generic`, `xpad-360`, `gpio-vibrator`, …).
  public var id: String
  /// A name for people.
  public var name: String
  /// Two motors (strong and weak) or one vibrator.
  public var motorCount: Int
  public var amplitude: Amplitude
  /// The shortest drive in milliseconds that this motor renders as a felt pulse.
  public var shortestPulse: Int
  /// One honest sentence on what the device keeps of a pattern.
  public var note: String

  public init(
    id: String, name: String, motorCount: Int, amplitude: Amplitude, shortestPulse: Int,
    note: String
  ) {
    self.id = id
    self.name = name
    self.motorCount = motorCount
    self.amplitude = amplitude
    self.shortestPulse = shortestPulse
    self.note = note
  }

  /// What the motors really receive for `strong` and `weak`, on the same 0...0xFFFF scale.
  ///
  /// One-motor vibrators take `strong`, or `weak` when strong is 0 (gpio-vibra.c,
  /// pwm-vibra.c); the single level is returned as `strong`.
  public func rendered(strong: UInt16, weak: UInt16) -> (strong: UInt16, weak: UInt16) {
    if motorCount == 1 {
      return (quantised(strong != 0 ? strong : weak), 0)
    }
    return (quantised(strong), quantised(weak))
  }

  /// `magnitude` after the driver's quantisation, scaled back to 0...0xFFFF.
  public func quantised(_ magnitude: UInt16) -> UInt16 {
    switch amplitude {
    case .continuous:
      return magnitude
    case .onOff:
      return magnitude == 0 ? 0 : 0xFFFF
    case .levels(let count):
      let step = 0x10000 / count
      let level = Int(magnitude) / step
      return UInt16(level * 0xFFFF / (count - 1))
    }
  }

  /// Whether the device keeps every intensity a pattern asks for.
  public var keepsIntensity: Bool { amplitude == .continuous }
}
