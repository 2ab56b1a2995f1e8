import HapFuzzChecks
import Testing

/// Replays every input `make fuzz` kept through the fuzzer's checks, in-process and without
/// the sanitizer build, so a fixed crash stays fixed under `make test`.
@Suite struct FuzzRegressionTests {
  @Test(
    .enabled(
      if: !FuzzInputs.regressions.isEmpty,
      "Tests/Fixtures/fuzz-regressions holds no crash inputs yet"),
    arguments: FuzzInputs.regressions)
  func keptCrashInputHoldsEveryInvariant(name: String) throws {
    let bytes = try FuzzInputs.bytes("Tests/Fixtures/fuzz-regressions/" + name)
    let violations = FuzzChecks.violations(in: bytes)
    #expect(violations.isEmpty, "\(name): \(violations)")
  }

  /// The checks accept every real pattern: an oracle that cried wolf would make every fuzz
  /// input a "crash" and hide the real ones.
  @Test(arguments: FuzzInputs.knownGood)
  func libraryPatternHoldsEveryInvariant(path: String) throws {
    let violations = FuzzChecks.violations(in: try FuzzInputs.bytes(path))
    #expect(violations.isEmpty, "\(path): \(violations)")
  }

  @Test func knownGoodInputsAreFound() {
    #expect(FuzzInputs.knownGood.count >= 20, "\(FuzzInputs.knownGood)")
  }
}
