import HapRender
import Testing

/// The shell grammar read from each generation's `cmd vibrator_manager help`.
@Suite struct VibratorShellGrammarTests {
  @Test func theOldestHelpHasNoXMLEnvelopeOrUsage() {
    let grammar = VibratorShellGrammar(help: AuditionSamples.fixture("help-oldest.txt"))
    #expect(grammar == .oldest)
    #expect(!grammar.xml && !grammar.envelope && !grammar.usage && !grammar.primitiveScale)
    #expect(grammar.background && grammar.waveformAmplitudes && grammar.primitives)
  }

  @Test func android16HasXMLEnvelopeUsageAndScales() {
    let grammar = VibratorShellGrammar(help: AuditionSamples.fixture("help-android16.txt"))
    #expect(grammar.generation == .android16)
    #expect(grammar.xml && grammar.envelope && grammar.usage && grammar.primitiveScale)
  }

  @Test func theLatestHelpDropsSequential() {
    let grammar = VibratorShellGrammar(help: AuditionSamples.fixture("help-latest.txt"))
    #expect(grammar.generation == .latest)
    #expect(grammar == .newest)
  }

  @Test func aHelpMatchingNothingIsUnknown() {
    #expect(VibratorShellGrammar(help: AuditionSamples.fixture("help-unknown.txt")) == .unknown)
    #expect(VibratorShellGrammar(help: "") == .unknown)
    #expect(VibratorShellGrammar(help: "/system/bin/sh: cmd: not found") == .unknown)
  }

  @Test func theFixturesAreThere() {
    for name in ["help-oldest.txt", "help-android16.txt", "help-latest.txt"] {
      #expect(AuditionSamples.fixture(name).contains("oneshot"), "\(name)")
    }
  }
}
