import CSndfile
import Foundation
import HapAudio
import Testing

/// Sounds in the other formats libsndfile writes (FLAC, Ogg Vorbis, AIFF, MP3) read and analyse
/// like the samples they were made from.
@Suite struct EncodedFormatTests {
  /// Writes `samples` (mono, `rate` Hz) with libsndfile in `format`; the path, or nil.
  static func write(_ samples: [Float], rate: Int, format: Int32, suffix: String) -> String? {
    let path = NSTemporaryDirectory() + "haptui-audio-\(UUID().uuidString).\(suffix)"
    var info = SF_INFO()
    info.samplerate = Int32(rate)
    info.channels = 1
    info.format = format
    guard let file = sf_open(path, Int32(SFM_WRITE), &info) else { return nil }
    _ = samples.withUnsafeBufferPointer {
      sf_writef_float(file, $0.baseAddress, sf_count_t($0.count))
    }
    sf_close(file)
    return path
  }

  @Test(arguments: [
    ("flac", Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)),
    ("ogg", Int32(SF_FORMAT_OGG | SF_FORMAT_VORBIS)),
    ("aiff", Int32(SF_FORMAT_AIFF | SF_FORMAT_PCM_24)),
    ("mp3", Int32(SF_FORMAT_MPEG | SF_FORMAT_MPEG_LAYER_III)),
  ])
  func compressedSoundsAnalyseLikeTheirSource(suffix: String, format: Int32) throws {
    let samples = SyntheticSound.clicks(at: [100, 400], length: 700, rate: 44_100)
    let path = try #require(Self.write(samples, rate: 44_100, format: format, suffix: suffix))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let audio = try AudioDecoder.decode(path: path)
    #expect(audio.sampleRate == 44_100)
    #expect(abs(audio.samples.count - samples.count) < 2_000)
    let analysis = try AudioAnalyzer.analyze(audio, file: path)
    let source = try AudioAnalyzer.analyze(
      DecodedAudio(samples: samples, sampleRate: 44_100), file: "wav")
    #expect(analysis.transients.map(\.at).count == 2)
    for (a, b) in zip(analysis.transients, source.transients) { #expect(abs(a.at - b.at) <= 3) }
  }
}
