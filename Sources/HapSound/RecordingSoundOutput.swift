import HapSystem

/// A sound output that keeps every call and every frame, for tests of what was played when.
public final class RecordingSoundOutput: SoundOutput, @unchecked Sendable {
  /// One call the output received, in order.
  public enum Call: Equatable, Sendable {
    case open(rate: Int, channels: Int)
    /// `frames` were written, the first at monotonic time `at` (nanoseconds).
    case write(frames: Int, at: UInt64)
    case stop
    case close
  }

  public let name: String
  /// The format `open` answers with (`nil`: whatever was asked for).
  private let accepts: SoundFormat?
  /// The failure `open` throws, when set.
  private let failure: SoundOutputError?
  /// The failure every `write` throws, when set (a card unplugged mid-play).
  private let writeFailure: SoundOutputError?
  private let lock = Lock()
  private var recorded: [Call] = []
  private var frames: [Int16] = []
  private var format = SoundFormat(rate: 0, channels: 1)

  public init(
    name: String = "recording", accepts: SoundFormat? = nil, failing: String? = nil,
    failingWrites: String? = nil
  ) {
    self.name = name
    self.accepts = accepts
    failure = failing.map { SoundOutputError(device: name, $0) }
    writeFailure = failingWrites.map { SoundOutputError(device: name, $0) }
  }

  public func open(rate: Int, channels: Int) throws(SoundOutputError) -> SoundFormat {
    lock.withLock { recorded.append(.open(rate: rate, channels: channels)) }
    if let failure { throw failure }
    let accepted = accepts ?? SoundFormat(rate: rate, channels: channels)
    lock.withLock { format = accepted }
    return accepted
  }

  public func write(_ samples: ArraySlice<Int16>) throws(SoundOutputError) -> Int {
    if let writeFailure { throw writeFailure }
    let count = samples.count / max(format.channels, 1)
    lock.withLock {
      recorded.append(.write(frames: count, at: MonotonicTime.nanoseconds()))
      frames.append(contentsOf: samples)
    }
    return count
  }

  public var bufferFrames: Int { lock.withLock { format.rate / 50 } }

  public func stop() {
    lock.withLock { recorded.append(.stop) }
  }

  public func close() {
    lock.withLock { recorded.append(.close) }
  }

  /// Every call so far.
  public var calls: [Call] { lock.withLock { recorded } }
  /// Every sample written so far, interleaved as given.
  public var samples: [Int16] { lock.withLock { frames } }
}
