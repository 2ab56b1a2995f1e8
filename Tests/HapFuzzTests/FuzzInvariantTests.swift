import Foundation
import HapFuzzChecks
import HapTestSupport
import Testing

/// The fuzzer's import invariants (`ImportChecks`, run by `make fuzz` on every input) hold on
/// every file of the shared corpus and on the hand-written Android XML of these tests.
struct FuzzInvariantTests {
  @Test(.enabled(if: InteropCorpus.isPresent, "../shared/testdata/interop is absent"))
  func theCorpusKeepsEveryImportInvariant() {
    let files =
      InteropCorpus.files("apple-unityplugins", suffix: ".ahap")
      + InteropCorpus.files("meta-haptics-sdk", suffix: "")
      + InteropCorpus.files("nicevibrations", suffix: ".haptic")
    #expect(files.count > 100)
    for file in files {
      let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
      let violations = ImportChecks.violations(in: bytes)
      #expect(violations.isEmpty, "\(file): \(violations)")
    }
  }

  @Test func handWrittenXMLKeepsThem() {
    let inputs = [
      "<vibration-effect><waveform-effect><waveform-entry durationMs=\"10\" amplitude=\"9\"/></waveform-effect></vibration-effect>",
      "<vibration-select><vibration-effect><primitive-effect name=\"spin\"/></vibration-effect></vibration-select>",
      "<vibration-effect><basic-envelope-effect><control-point intensity=\"1\" sharpness=\"1\" durationMs=\"5\"/><control-point intensity=\"0\" sharpness=\"0\" durationMs=\"5\"/></basic-envelope-effect></vibration-effect>",
      "<not-xml",
    ]
    for input in inputs {
      #expect(ImportChecks.violations(in: Array(input.utf8)).isEmpty, "\(input)")
    }
  }
}
