import HapAudio
import HapImport
import HapModel
import HapTestSupport
import Testing

/// The frontmatter's `analysis:`: the `haptui import` options that made a sound's track,
/// written by the import and read back by the editor (D190).
@Suite("Analysis settings in the frontmatter")
struct AnalysisSettingsTests {
  @Test("defaults write nothing; every setting survives the text both ways")
  func roundTrip() throws {
    #expect(AnalysisSettingsText.text(of: ImportOptions()) == nil)
    var options = ImportOptions()
    for (index, setting) in AnalysisSetting.allCases.enumerated() {
      // A value inside the range that is not the default.
      let range = setting.range
      var value = range.lowerBound + (range.upperBound - range.lowerBound) * 0.25
      if setting.isWhole { value = value.rounded() }
      if value == setting.value(in: ImportOptions()) { value += setting.step }
      if setting == .sharpnessHigh { value = 7000 }
      #expect(setting.accepts(value), "\(setting) \(value) at \(index)")
      setting.set(value, in: &options)
    }
    options.audio.envelopeInput = .magnitude
    options.audio.transientRule = .rise
    options.audio.transients = false
    options.audio.sharpness.weighting = .power
    let text = try #require(AnalysisSettingsText.text(of: options))
    #expect(text.hasPrefix("--gain -30 --threshold "))
    #expect(
      text.hasSuffix(
        "--envelope magnitude --transient-rule rise --no-transients --sharpness-spectrum power"))
    #expect(try AnalysisSettingsText.options(from: text).get() == options)
  }

  @Test("a value out of range, an unknown option, a missing value: refused with what it takes")
  func refusals() {
    func problem(_ text: String) -> String? {
      if case .failure(let error) = AnalysisSettingsText.options(from: text) {
        return error.message
      }
      return nil
    }
    #expect(problem("--sensitivity 1.5") == "--sensitivity must be a number from 0 to 1")
    #expect(problem("--gain") == "--gain must be a number from -60 to 60")
    #expect(problem("--duck-ms 2.5") == "--duck-ms must be a whole number from 0 to 1000")
    #expect(problem("--tolerance 0") == "--tolerance must be a number above 0 and at most 0.5")
    #expect(problem("--out here")?.contains("not an analysis option") == true)
    #expect(problem("gain 3")?.contains("is not an option") == true)
    #expect(problem("--sharpness-high 20")?.contains("must be above --sharpness-low") == true)
    #expect(problem("--transient-rule onset") == "--transient-rule must be peaks or rise")
    #expect(problem("--envelope rms") == "--envelope must be power or magnitude")
  }

  @Test("an import with options writes analysis:, and the decoded samples give the same track")
  func importWritesAndReproduces() throws {
    let samples = TestWAV.hits()
    let bytes = TestWAV.bytes(samples, rate: 16_000)
    var options = ImportOptions()
    options.audio.sensitivity = 1
    let imported = try Importer.importBytes(bytes, name: "hits.wav", options: options).get()
    #expect(imported.analysis == "--sensitivity 1")
    let document = HapDocument(bytes: try ImportWriter.bytes(for: imported), path: "hits.hap.md")
    #expect(document.isConformant, "\(document.diagnostics)")
    let recorded = try #require(document.frontmatter?.entry("analysis")?.stringValue)
    let read = try AnalysisSettingsText.options(from: recorded).get()
    #expect(read == options)
    // The editor analyses the lane's decoded samples: the same track as the file's import.
    let audio = try AudioDecoder.decode(bytes: bytes, name: "hits.wav")
    let again = try Importer.importSound(audio, name: "hits.wav", options: read).get()
    #expect(again.pattern.events == imported.pattern.events)
    let plain = try Importer.importBytes(bytes, name: "hits.wav").get()
    #expect(plain.analysis == nil && plain.pattern.events != imported.pattern.events)
  }
}
