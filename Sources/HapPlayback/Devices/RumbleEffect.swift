/// One rumble effect as the player uploads it: two motor magnitudes and a finite replay length.
///
/// A device turns it into the kernel's `struct ff_effect` (`FF_RUMBLE`, or a sine
/// `FF_PERIODIC` on devices without rumble). The length is always finite, so a motor stops on
/// its own even if the process that started it hangs or dies.
public struct RumbleEffect: Equatable, Sendable {
  /// Strong (low-frequency) motor magnitude, 0...0xFFFF.
  public var strong: UInt16
  /// Weak (high-frequency) motor magnitude, 0...0xFFFF.
  public var weak: UInt16
  /// `replay.length` in milliseconds, 1...32_767 (larger values are unspecified in the uapi).
  public var length: Int

  public init(strong: UInt16, weak: UInt16, length: Int) {
    self.strong = strong
    self.weak = weak
    self.length = length
  }
}
