import HapAudio

/// Turns a sound file into a clip a device plays: decoded with HapAudio's decoder (libsndfile,
/// mixed down to one channel), the device opened at the file's rate, and resampled with
/// HapAudio's resampler when the device chose another.
public enum SoundClipLoader {
  /// Decodes `path` (a file libsndfile reads).
  public static func decode(path: String) throws(SoundUnavailable) -> DecodedAudio {
    do {
      return try AudioDecoder.decode(path: path)
    } catch {
      throw SoundUnavailable(.file, "\(error.file): \(error.message)")
    }
  }

  /// Opens `output` for `audio` and returns the clip in the format the device accepted.
  public static func prepare(_ audio: DecodedAudio, on output: any SoundOutput)
    throws(SoundUnavailable) -> SoundClip
  {
    let format: SoundFormat
    do {
      format = try output.open(rate: audio.sampleRate, channels: 1)
    } catch {
      throw SoundUnavailable(.device, error.message)
    }
    let samples =
      format.rate == audio.sampleRate
      ? audio.samples : Resampler.resample(audio.samples, from: audio.sampleRate, to: format.rate)
    return SoundClip(mono: samples, format: format)
  }
}
