import Foundation
import HapAudio
import Testing

/// Reading sounds with libsndfile: from bytes and from a path, mixed down, and refused with a
/// message naming the file.
@Suite struct AudioDecoderTests {
  @Test func stereoIsMixedDown() throws {
    // Left 0.5, right -0.25: the mono mix is their mean, 0.125.
    let frames = 800
    var interleaved: [Float] = []
    for _ in 0..<frames { interleaved += [0.5, -0.25] }
    let bytes = SyntheticSound.wav(interleaved, rate: 8000, channels: 2)
    let audio = try AudioDecoder.decode(bytes: bytes, name: "stereo.wav")
    #expect(audio.channels == 2)
    #expect(audio.sampleRate == 8000)
    #expect(audio.samples.count == frames)
    #expect(audio.samples.allSatisfy { abs($0 - 0.125) < 0.001 })
    #expect(audio.format.contains("WAV"))
  }

  @Test func bytesAndPathReadTheSame() throws {
    let bytes = SyntheticSound.wav(
      SyntheticSound.tone(hz: 200, length: 100, rate: 8000), rate: 8000)
    let path = NSTemporaryDirectory() + "haptui-audio-\(UUID().uuidString).wav"
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try AudioDecoder.decode(path: path) == AudioDecoder.decode(bytes: bytes, name: path))
  }

  @Test func refusalsNameTheFile() {
    let cases: [([UInt8], AudioError.Kind)] = [
      ([], .empty),
      (Array("not a sound".utf8), .notAudio),
      (SyntheticSound.wav([], rate: 8000), .empty),
      (
        Array(
          SyntheticSound.wav(SyntheticSound.tone(hz: 200, length: 100, rate: 8000), rate: 8000)
            .prefix(500)), .truncated
      ),
    ]
    for (bytes, kind) in cases {
      do {
        _ = try AudioDecoder.decode(bytes: bytes, name: "in.wav")
        Issue.record("\(kind) was read")
      } catch {
        #expect(error.kind == kind)
        #expect(error.description.hasPrefix("in.wav: error[\(kind.rawValue)]: "))
      }
    }
  }

  @Test func aFolderIsNotASound() {
    do {
      _ = try AudioDecoder.decode(path: NSTemporaryDirectory())
      Issue.record("a folder was read")
    } catch {
      #expect(error.kind == .unreadable)
    }
  }
}
