internal import CALSA
import Glibc
import HapSystem

/// A sound card through ALSA's PCM interface (libasound), as signed 16-bit interleaved frames.
///
/// The device is opened non-blocking, so a write never holds the player's thread when the
/// buffer is full, and a stop is taken at once. `null` is ALSA's built-in sink: it takes every
/// frame at once and plays nothing, which the tests use where no sound card exists.
public final class AlsaSoundOutput: SoundOutput, @unchecked Sendable {
  /// The environment variable naming the device; `default` when unset or empty.
  public static let deviceVariable = "HAPTUI_SOUND_DEVICE"
  /// How much sound the device is asked to hold (it may choose another size).
  static let bufferMicroseconds: UInt32 = 200_000
  static let periodMicroseconds: UInt32 = 20_000

  public let name: String
  private let lock = Lock()
  private var pcm: OpaquePointer?
  private var format = SoundFormat(rate: 0, channels: 1)
  private var buffer = 0

  public init(name: String) {
    self.name = name
    haptui_alsa_silence_errors()
  }

  /// The device the environment names (`HAPTUI_SOUND_DEVICE`), or ALSA's `default`.
  public static func deviceName(environment: [String: String]) -> String {
    guard let name = environment[deviceVariable], !name.isEmpty else { return "default" }
    return name
  }

  public func open(rate: Int, channels: Int) throws(SoundOutputError) -> SoundFormat {
    close()
    var handle: OpaquePointer?
    let status = snd_pcm_open(&handle, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
    guard status >= 0, let handle else {
      throw SoundOutputError(device: name, "cannot open \"\(name)\": \(Self.text(status))")
    }
    do {
      let accepted = try configure(handle, rate: rate, channels: channels)
      lock.withLock {
        pcm = handle
        format = accepted.format
        buffer = accepted.buffer
      }
      return accepted.format
    } catch {
      snd_pcm_close(handle)
      throw error
    }
  }

  private func configure(_ handle: OpaquePointer, rate: Int, channels: Int)
    throws(SoundOutputError) -> (format: SoundFormat, buffer: Int)
  {
    var params: OpaquePointer?
    guard snd_pcm_hw_params_malloc(&params) >= 0, let params else {
      throw SoundOutputError(device: name, "\"\(name)\": out of memory for its parameters")
    }
    defer { snd_pcm_hw_params_free(params) }
    var wantedRate = UInt32(rate)
    var wantedChannels = UInt32(channels)
    var bufferTime = Self.bufferMicroseconds
    var periodTime = Self.periodMicroseconds
    var direction: Int32 = 0
    let steps: [(String, () -> Int32)] = [
      ("no configuration", { snd_pcm_hw_params_any(handle, params) }),
      (
        "no interleaved access",
        { snd_pcm_hw_params_set_access(handle, params, SND_PCM_ACCESS_RW_INTERLEAVED) }
      ),
      (
        "no 16-bit samples",
        { snd_pcm_hw_params_set_format(handle, params, SND_PCM_FORMAT_S16_LE) }
      ),
      (
        "no channel count near \(channels)",
        { snd_pcm_hw_params_set_channels_near(handle, params, &wantedChannels) }
      ),
      (
        "no rate near \(rate) Hz",
        { snd_pcm_hw_params_set_rate_near(handle, params, &wantedRate, &direction) }
      ),
      (
        "no buffer size",
        { snd_pcm_hw_params_set_buffer_time_near(handle, params, &bufferTime, &direction) }
      ),
      (
        "no period size",
        { snd_pcm_hw_params_set_period_time_near(handle, params, &periodTime, &direction) }
      ),
      ("refuses the parameters", { snd_pcm_hw_params(handle, params) }),
    ]
    for (problem, step) in steps {
      let status = step()
      guard status >= 0 else {
        throw SoundOutputError(device: name, "\"\(name)\": \(problem) (\(Self.text(status)))")
      }
    }
    var frames = snd_pcm_uframes_t(0)
    snd_pcm_hw_params_get_buffer_size(params, &frames)
    return (SoundFormat(rate: Int(wantedRate), channels: Int(wantedChannels)), Int(frames))
  }

  public func write(_ samples: ArraySlice<Int16>) throws(SoundOutputError) -> Int {
    let (handle, channels) = lock.withLock { (pcm, max(format.channels, 1)) }
    guard let handle else { throw SoundOutputError(device: name, "\"\(name)\" is not open") }
    let frames = samples.count / channels
    guard frames > 0 else { return 0 }
    let written = samples.withUnsafeBufferPointer { buffer in
      snd_pcm_writei(handle, buffer.baseAddress, snd_pcm_uframes_t(frames))
    }
    if written >= 0 { return Int(written) }
    if written == -Int(EAGAIN) { return 0 }
    // An underrun (the thread was late) or a suspend: prepare again and go on.
    let recovered = snd_pcm_recover(handle, Int32(written), 1)
    guard recovered >= 0 else {
      throw SoundOutputError(device: name, "\"\(name)\": \(Self.text(Int32(written)))")
    }
    return 0
  }

  public var bufferFrames: Int { lock.withLock { buffer } }

  public func stop() {
    lock.withLock {
      guard let pcm else { return }
      snd_pcm_drop(pcm)
      snd_pcm_prepare(pcm)
    }
  }

  public func close() {
    lock.withLock {
      guard let pcm else { return }
      snd_pcm_drop(pcm)
      snd_pcm_close(pcm)
      self.pcm = nil
      buffer = 0
    }
  }

  deinit {
    close()
  }

  /// ALSA's words for an error code.
  static func text(_ status: Int32) -> String {
    String(cString: snd_strerror(status))
  }
}
