import HapAudio

/// The decoded sound a pattern's frontmatter `audio:` names: its mono samples, rate and the
/// waveform's peak pyramid, shared (never copied) between the state, the lane and a player.
///
/// This is the seam for sound output: a player takes `samples` at `sampleRate` and plays them
/// from time 0 of the track (the lane draws them on the same axis). Two values are equal only
/// when they are the same decoded sound, so comparing states stays cheap.
public final class AttachedSound: Equatable, Sendable {
  /// The path as the frontmatter gives it (relative to the `.hap.md`'s folder).
  public let name: String
  /// Where it was read from.
  public let path: String
  /// Mono samples, nominally in -1...1 (channels mixed down as the importer does).
  public let samples: [Float]
  public let sampleRate: Int
  /// Channels in the file before the downmix.
  public let channels: Int
  /// libsndfile's name of the container and encoding.
  public let format: String
  /// The lowest and highest sample per millisecond and per power-of-two run of them.
  public let peaks: WaveformPeaks
  /// The sharpness the import's analysis derives each millisecond (its spectral centroid
  /// mapped as `haptui import` maps it by default); empty when it could not be worked out.
  public let sharpness: [Double]

  public init(name: String, path: String, audio: DecodedAudio, sharpness: [Double] = []) {
    self.sharpness = sharpness
    self.name = name
    self.path = path
    samples = audio.samples
    sampleRate = audio.sampleRate
    channels = audio.channels
    format = audio.format
    peaks = WaveformPeaks(samples: audio.samples, sampleRate: audio.sampleRate)
  }

  /// The sound's length in milliseconds.
  public var milliseconds: Int { peaks.milliseconds }

  /// The samples as HapAudio's `DecodedAudio`, for a player that takes one (the array is
  /// shared, not copied).
  public var decoded: DecodedAudio {
    DecodedAudio(samples: samples, sampleRate: sampleRate, channels: channels, format: format)
  }

  public static func == (left: AttachedSound, right: AttachedSound) -> Bool { left === right }
}
