import Foundation
import HapAudio
import HapImport
import HapTestSupport
import Testing

/// Issue 22's analysis options: each reaches the analysis from `haptui import`, and a bad value
/// is refused with its range.
@Suite struct AudioImportOptionTests: CommandTesting {
  /// Two 300 Hz clicks `gap` ms apart at 16 kHz, each decaying over about 10 ms.
  static func clicks(_ gap: Int) -> [UInt8] {
    var samples = [Float](repeating: 0, count: 16 * 600)
    for start in [100, 100 + gap] {
      for index in 0..<(16 * 60) {
        let time = Double(index) / 16_000
        samples[16 * start + index] += Float(
          0.8 * exp(-time / 0.01) * sin(2 * Double.pi * 300 * time))
      }
    }
    return TestWAV.bytes(samples, rate: 16_000)
  }

  static func taps(_ bytes: [UInt8], _ options: ImportOptions) throws -> [Int] {
    let imported = try Importer.importBytes(bytes, name: "clicks.wav", options: options).get()
    return imported.pattern.events.filter { $0.type == .transient }.map(\.at)
  }

  @Test func theSpacingSetsHowCloseTwoTransientsMayBe() throws {
    let sound = Self.clicks(35)
    #expect(try Self.taps(sound, ImportOptions()).count == 1)
    var close = ImportOptions()
    close.audio.transientSpacingMS = 20
    let both = try Self.taps(sound, close)
    #expect(both.count == 2, "\(both)")
  }

  @Test func bothRulesFindSeparateClicks() throws {
    let sound = Self.clicks(200)
    for rule in TransientRule.allCases {
      var options = ImportOptions()
      options.audio.transientRule = rule
      let found = try Self.taps(sound, options)
      #expect(found.count == 2, "\(rule): \(found)")
      #expect(zip(found, [100, 300]).allSatisfy { abs($0 - $1) <= 6 }, "\(rule): \(found)")
    }
  }

  @Test func theCommandPassesEachOptionOnAndSaysSoInTheReport() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let sound = folder + "/clicks.wav"
    FileManager.default.createFile(atPath: sound, contents: Data(Self.clicks(200)))
    let result = run([
      "import", "--json", "--transient-rule", "rise", "--transient-spacing", "60",
      "--sharpness-low", "65", "--sharpness-high", "300", "--sharpness-spectrum", "power",
      "--attack", "1", "--duck", "1", "--duck-ms", "0", "--emphasis-resolution", "100",
      "--envelope", "magnitude", sound,
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("peak envelope of the magnitude (attack 1 ms"))
    #expect(result.out.contains("a rise of the envelope against its last 150 ms"))
    #expect(result.out.contains("at least 60 ms apart"))
    #expect(result.out.contains("power spectrum; 65–300 Hz"))
    let plain = run(["import", "--json", "--force", sound])
    #expect(plain.out.contains("peaks of the envelope reduced to 60 breakpoints a second"))
    #expect(plain.out.contains("peak envelope of the power (attack 0.25 ms, release 13 ms)"))
    #expect(plain.out.contains("as Meta's analysis does"))
    #expect(plain.out.contains("with a spectral-flux onset up to 40 ms before"))
    #expect(plain.out.contains("where its rise reaches 60 % of its height"))
    #expect(plain.out.contains("a spectral-flux onset with none within the spacing is one too"))
    let atPeaks = run([
      "import", "--json", "--force", "--flux-rise", "1", "--onset-fraction", "1",
      "--flux-window", "20", "--flux-threshold", "2", "--flux-delta", "0.1", "--flux-alone", "1",
      sound,
    ])
    #expect(atPeaks.status == 0, "\(atPeaks.err)")
    #expect(atPeaks.out.contains("each a transient at its peak"))
    #expect(!atPeaks.out.contains("spectral-flux onset"))
  }

  @Test func badValuesAreRefusedWithTheirRange() {
    let cases: [([String], String)] = [
      (["--transient-rule", "flux"], "--transient-rule must be peaks or rise"),
      (["--transient-spacing", "0"], "--transient-spacing must be a number from 1 to 1000"),
      (["--transient-spacing", "2.5"], "--transient-spacing must be a whole number"),
      (["--emphasis-resolution", "0"], "--emphasis-resolution must be a number from 1 to 1000"),
      (["--duck", "2"], "--duck must be a number from 0 to 1"),
      (["--flux-rise", "2"], "--flux-rise must be a number from 0 to 1"),
      (["--flux-window", "2.5"], "--flux-window must be a whole number"),
      (["--flux-threshold", "-1"], "--flux-threshold must be a number from 0 to 100"),
      (["--flux-delta", "3"], "--flux-delta must be a number from 0 to 1"),
      (["--onset-fraction", "1.5"], "--onset-fraction must be a number from 0 to 1"),
      (["--attack", "-1"], "--attack must be a number from 0 to 100"),
      (["--sharpness-low", "700"], "--sharpness-high (600 Hz) must be above --sharpness-low"),
      (["--sharpness-spectrum", "phase"], "--sharpness-spectrum must be magnitude or power"),
      (["--envelope", "rms"], "--envelope must be power or magnitude"),
    ]
    for (arguments, message) in cases {
      let result = run(["import"] + arguments + ["a.wav"])
      #expect(result.status == 2, "\(arguments)")
      #expect(result.err.contains(message), "\(arguments): \(result.err)")
    }
  }
}
