internal import CSndfile
import Glibc

/// Reads a sound file with libsndfile and mixes its channels down to one.
///
/// Every failure is an `AudioError` naming the file: not a regular file, empty, not a format
/// libsndfile reads, truncated, or longer than `maximumSeconds`.
public enum AudioDecoder {
  /// The longest sound `decode` reads whole at its own rate (to play it): five minutes of
  /// 48 kHz stereo are 115 MB of samples mixed down.
  public static let maximumSeconds = 300
  /// The longest sound an import analyses (`decodeForAnalysis`, D310): half an hour keeps
  /// 16 kHz of one channel, 115 MB, and a track near the import's 100,000 events.
  public static let analysisMaximumSeconds = 1800
  /// Sample rates outside this range are refused (libsndfile reads anything the header says).
  static let sampleRates = 1000...768_000
  static let maximumChannels = 64
  static let chunkFrames = 8192

  /// Reads `path` (as the user gave it, used in messages), refusing a sound longer than
  /// `maximumSeconds` or than `maximumFrames` sample frames (the editor's waveform lane allows
  /// longer sounds than an import, and bounds its memory by frames whatever the rate).
  public static func decode(
    path: String, maximumSeconds: Int = maximumSeconds, maximumFrames: Int = .max
  ) throws(AudioError) -> DecodedAudio {
    try checkRegularFile(path)
    var info = SF_INFO()
    guard let file = sf_open(path, Int32(SFM_READ), &info) else {
      throw notAudio(path)
    }
    defer { sf_close(file) }
    return try decode(
      file, info, name: path, maximumSeconds: maximumSeconds, maximumFrames: maximumFrames)
  }

  /// Checks that `path` is a sound `decode(path:maximumSeconds:)` would read, from its header
  /// alone (the samples are not decoded); returns its format's name.
  public static func probe(
    path: String, maximumSeconds: Int = maximumSeconds, maximumFrames: Int = .max
  ) throws(AudioError) -> String {
    try checkRegularFile(path)
    var info = SF_INFO()
    guard let file = sf_open(path, Int32(SFM_READ), &info) else {
      throw notAudio(path)
    }
    defer { sf_close(file) }
    return try check(
      file, info, name: path, maximumSeconds: maximumSeconds, maximumFrames: maximumFrames)
  }

  /// Reads a sound file's `bytes`; `name` is used in messages.
  public static func decode(bytes: [UInt8], name: String) throws(AudioError) -> DecodedAudio {
    guard !bytes.isEmpty else {
      throw AudioError(.empty, file: name, "the file is empty (0 bytes); nothing to import")
    }
    let memory = MemorySoundFile(bytes)
    var callbacks = MemorySoundFile.callbacks
    var info = SF_INFO()
    let user = Unmanaged.passUnretained(memory).toOpaque()
    guard let file = sf_open_virtual(&callbacks, Int32(SFM_READ), &info, user) else {
      throw notAudio(name)
    }
    // libsndfile reads through `user` until it is closed, so `memory` lives until then.
    defer {
      sf_close(file)
      withExtendedLifetime(memory) {}
    }
    return try decode(file, info, name: name)
  }

  static func notAudio(_ path: String) -> AudioError {
    let reason = String(cString: sf_strerror(nil))
    return AudioError(
      .notAudio, file: path,
      "not a sound libsndfile can decode (\(reason)); use WAV, AIFF, FLAC, Ogg Vorbis, Opus "
        + "or MP3")
  }

  private static func decode(
    _ file: OpaquePointer, _ info: SF_INFO, name path: String,
    maximumSeconds: Int = maximumSeconds, maximumFrames: Int = .max
  ) throws(AudioError) -> DecodedAudio {
    let format = try check(
      file, info, name: path, maximumSeconds: maximumSeconds, maximumFrames: maximumFrames)
    let samples = try read(
      file, frames: Int(info.frames), channels: Int(info.channels), path: path)
    return DecodedAudio(
      samples: samples, sampleRate: Int(info.samplerate), channels: Int(info.channels),
      format: format)
  }

  /// Refuses what the header says cannot be read (rate, channels, truncation, no samples,
  /// too long); returns the format's name.
  static func check(
    _ file: OpaquePointer, _ info: SF_INFO, name path: String, maximumSeconds: Int,
    maximumFrames: Int
  ) throws(AudioError) -> String {
    let rate = Int(info.samplerate)
    let channels = Int(info.channels)
    guard sampleRates.contains(rate) else {
      throw AudioError(
        .unsupported, file: path,
        "sample rate \(rate) Hz is outside \(sampleRates.lowerBound)–\(sampleRates.upperBound) Hz")
    }
    guard (1...maximumChannels).contains(channels) else {
      throw AudioError(
        .unsupported, file: path, "\(channels) channels; at most \(maximumChannels) are read")
    }
    let format = formatName(info.format)
    if let (promised, held) = truncation(file) {
      throw AudioError(
        .truncated, file: path,
        "the sound is cut short: its header promises \(promised) bytes of samples, the file holds \(held); "
          + "export the sound again")
    }
    guard info.frames > 0 else {
      throw AudioError(
        .empty, file: path, "the sound holds no samples (\(format)); nothing to import")
    }
    let limit = min(Int64(maximumSeconds) * Int64(rate), Int64(maximumFrames))
    let minutes = limit / Int64(rate) / 60
    let atRate = Int64(maximumFrames) < Int64(maximumSeconds) * Int64(rate) ? " at \(rate) Hz" : ""
    guard info.frames <= limit else {
      throw AudioError(
        .tooLong, file: path,
        "the sound is \(duration(info.frames, rate)) long; at most \(minutes) minutes\(atRate) are "
          + "read (cut the sound first)")
    }
    return format
  }

  private static func read(_ file: OpaquePointer, frames: Int, channels: Int, path: String)
    throws(AudioError) -> [Float]
  {
    var mono = [Float](repeating: 0, count: frames)
    let done = try readBlocks(file, frames: frames, channels: channels, path: path) {
      block, at in
      mono.withUnsafeMutableBufferPointer { target in
        (target.baseAddress! + at).update(from: block.baseAddress!, count: block.count)
      }
    }
    if done < frames { mono.removeSubrange(done...) }
    return mono
  }

  /// Reads the sound `chunkFrames` frames at a time, mixes each block down to one channel and
  /// hands it to `body` with the frame it starts at; returns the frames read.
  static func readBlocks(
    _ file: OpaquePointer, frames: Int, channels: Int, path: String,
    _ body: (UnsafeBufferPointer<Float>, Int) -> Void
  ) throws(AudioError) -> Int {
    var buffer = [Float](repeating: 0, count: chunkFrames * channels)
    var mixed = [Float](repeating: 0, count: channels == 1 ? 0 : chunkFrames)
    var done = 0
    let scale = 1 / Float(channels)
    while done < frames {
      let want = min(chunkFrames, frames - done)
      let got = buffer.withUnsafeMutableBufferPointer {
        Int(sf_readf_float(file, $0.baseAddress, sf_count_t(want)))
      }
      if got <= 0 { break }
      buffer.withUnsafeBufferPointer { source in
        if channels == 1 {
          body(UnsafeBufferPointer(rebasing: source[0..<got]), done)
          return
        }
        mixed.withUnsafeMutableBufferPointer { target in
          for frame in 0..<got {
            var sum: Float = 0
            for channel in 0..<channels { sum += source[frame * channels + channel] }
            target[frame] = sum * scale
          }
          body(UnsafeBufferPointer(rebasing: target[0..<got]), done)
        }
      }
      done += got
    }
    // A compressed stream's frame count can be an estimate (MP3 without a length header), so
    // fewer frames than promised are kept; PCM files cut short were refused from the log.
    guard done > 0 else {
      throw AudioError(
        .truncated, file: path,
        "no samples could be decoded of the \(frames) sample frames the header promises (the "
          + "file is cut short or damaged); export the sound again")
    }
    return done
  }

  /// The sample chunk's promised and actual sizes when libsndfile's log says the file ends
  /// early (`data : 16000 (should be 4000)` for WAV, `SSND` for AIFF); libsndfile itself
  /// reads what is there without an error.
  static func truncation(_ file: OpaquePointer) -> (promised: Int, held: Int)? {
    var buffer = [CChar](repeating: 0, count: 16_384)
    let length = buffer.withUnsafeMutableBufferPointer {
      sf_command(file, Int32(SFC_GET_LOG_INFO), $0.baseAddress, Int32($0.count))
    }
    guard length > 0 else { return nil }
    let log = String(
      decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    for line in log.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("data ") || trimmed.hasPrefix("SSND "),
        let open = trimmed.firstRange(of: "(should be ")
      else { continue }
      let promised = Int(trimmed[..<open.lowerBound].filter(\.isNumber)) ?? 0
      let held = Int(trimmed[open.upperBound...].filter(\.isNumber)) ?? 0
      if held < promised { return (promised, held) }
    }
    return nil
  }

  static func checkRegularFile(_ path: String) throws(AudioError) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      throw AudioError(.unreadable, file: path, "the file cannot be read (\(reason))")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw AudioError(.unreadable, file: path, "the path is not a regular file; give a sound file")
    }
    guard status.st_size > 0 else {
      throw AudioError(.empty, file: path, "the file is empty (0 bytes); nothing to import")
    }
  }

  private static func formatName(_ format: Int32) -> String {
    let major = name(format & Int32(SF_FORMAT_TYPEMASK), command: SFC_GET_FORMAT_INFO)
    let minor = name(format & Int32(SF_FORMAT_SUBMASK), command: SFC_GET_FORMAT_INFO)
    return [major, minor].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  private static func name(_ format: Int32, command: Int) -> String {
    var info = SF_FORMAT_INFO()
    info.format = format
    let size = Int32(MemoryLayout<SF_FORMAT_INFO>.size)
    guard sf_command(nil, Int32(command), &info, size) == 0, let name = info.name else { return "" }
    return String(cString: name)
  }

  private static func duration(_ frames: sf_count_t, _ rate: Int) -> String {
    let seconds = Int(frames / sf_count_t(rate))
    return seconds >= 3600
      ? "\(seconds / 3600) h \(seconds % 3600 / 60) min"
      : "\(seconds / 60) min \(seconds % 60) s"
  }
}
