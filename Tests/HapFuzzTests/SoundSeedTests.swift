import HapFuzzChecks
import HapImport
import HapTestSupport
import Testing

/// The fuzzer's sound seed (`Tests/Fixtures/fuzz-seeds/two-bursts.wav`): a small generated WAV
/// (under the fuzzer's 16 KiB input limit) that reaches the decoder and the sound analysis, so
/// mutations start from a real header and samples. `HAPTUI_RECORD=1` writes it again.
@Suite struct SoundSeedTests {
  static let path = "Tests/Fixtures/fuzz-seeds/two-bursts.wav"

  /// 300 ms at 8 kHz: a 40 ms burst at 20 ms and a 100 ms one at 150 ms.
  static var generated: [UInt8] {
    let first = TestWAV.burst(length: 300, from: 20, to: 60, hz: 400, rate: 8000)
    let second = TestWAV.burst(length: 300, from: 150, to: 250, hz: 150, amplitude: 0.5, rate: 8000)
    return TestWAV.bytes(zip(first, second).map { $0 + $1 }, rate: 8000)
  }

  @Test func theSeedIsTheGeneratedWAVAndHoldsEveryInvariant() throws {
    if SnapshotFolder.isRecording {
      TextFile.write(Self.generated, to: Repository.path(Self.path))
      SnapshotFolder.recorded(Self.path)
      return
    }
    let bytes = try FuzzInputs.bytes(Self.path)
    #expect(bytes == Self.generated, "\(Self.path) is stale: HAPTUI_RECORD=1 writes it again")
    #expect(bytes.count < 16_384)
    #expect(FuzzChecks.violations(in: bytes).isEmpty)
    #expect(ImportChecks.violations(in: bytes).isEmpty)
    // It reaches the analysis and the writer, not only the decoder's refusals.
    guard case .success(let imported) = Importer.importBytes(bytes, name: "two-bursts.wav") else {
      Issue.record("the seed does not import")
      return
    }
    #expect(!imported.pattern.events.isEmpty)
  }
}
