/// What a force-feedback device says it can do, from its `EV_FF` capability bits.
public struct RumbleCapabilities: Equatable, Sendable {
  /// `FF_RUMBLE`: two-motor rumble effects.
  public var rumble: Bool
  /// `FF_PERIODIC`: periodic effects (memless devices mix them into both motors).
  public var periodic: Bool
  /// `FF_SINE`: the sine waveform of periodic effects.
  public var sine: Bool
  /// `FF_GAIN`: a device-wide gain (haptui never changes it: the setting outlives the process).
  public var gain: Bool
  /// Effects the device holds at once (`EVIOCGEFFECTS`; 16 on memless devices).
  public var effectSlots: Int

  public init(rumble: Bool, periodic: Bool, sine: Bool, gain: Bool, effectSlots: Int) {
    self.rumble = rumble
    self.periodic = periodic
    self.sine = sine
    self.gain = gain
    self.effectSlots = effectSlots
  }

  /// Whether haptui can play on the device: rumble, or a sine it can stand in with.
  public var canPlay: Bool { (rumble || (periodic && sine)) && effectSlots > 0 }

  /// A device with rumble, periodic sine and gain, as memless gamepads report.
  public static let memlessRumble = RumbleCapabilities(
    rumble: true, periodic: true, sine: true, gain: true, effectSlots: 16)
}
