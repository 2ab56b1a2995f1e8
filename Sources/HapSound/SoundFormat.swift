/// The shape of the frames a sound output takes: how many per second, how many channels.
public struct SoundFormat: Equatable, Sendable {
  /// Frames per second.
  public var rate: Int
  /// Samples per frame (interleaved).
  public var channels: Int

  public init(rate: Int, channels: Int) {
    self.rate = rate
    self.channels = channels
  }
}
