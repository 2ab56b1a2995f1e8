/// A sound card, or anything that takes interleaved 16-bit frames as one would.
///
/// A `SoundPlayer` drives it from one thread: `open`, then `write` as the clock asks for
/// frames, `stop` to drop what is queued at once, and `close` when the editor ends. The real
/// one is `AlsaSoundOutput`; `RecordingSoundOutput` keeps what it is given, for tests.
public protocol SoundOutput: AnyObject, Sendable {
  /// The device's name as the user would give it (`default`, `null`, `hw:0`).
  var name: String { get }
  /// Opens the device for `rate` and `channels` (or reconfigures an open one) and returns the
  /// format it accepted, which may differ: the caller resamples and spreads channels to fit.
  func open(rate: Int, channels: Int) throws(SoundOutputError) -> SoundFormat
  /// Queues interleaved `samples` (a whole number of frames); returns the frames taken, which
  /// may be fewer when the device buffer is full.
  func write(_ samples: ArraySlice<Int16>) throws(SoundOutputError) -> Int
  /// How many frames the device holds ahead of what is heard now (its buffer), once open.
  var bufferFrames: Int { get }
  /// Drops whatever is queued, so the sound stops now; the device stays open.
  func stop()
  /// Stops and closes the device; a later `open` may open it again.
  func close()
}
