import HapModel
import HapRender
import HapTestSupport
import Testing

/// Every command haptui builds parses under that release's shell grammar, and the effect it
/// asks for (rebuilt from the command text) follows the rendition's effect (Pearson r ≥ 0.9 on a 1 ms grid) and lasts as long (±20 ms).
@Suite struct VibratorCommandBuilderTests {
  static let releases: [(VibratorShellReader.Release, String)] = [
    (.oldest, "help-oldest.txt"), (.android16, "help-android16.txt"),
    (.latest, "help-latest.txt"),
  ]

  static var patterns: [HapticPattern] {
    [
      AuditionSamples.swell, SamplePatterns.longPress, SamplePatterns.heartbeat,
      SamplePatterns.doubleTap,
    ]
      + ["ramp-up", "power-down", "heartbeat", "long-press", "countdown-tick", "error-buzz"]
      .compactMap(AuditionSamples.library)
  }

  static var profiles: [DeviceProfile] {
    [AuditionSamples.api36Phone, AuditionSamples.api33Phone]
      + ["full", "amplitude", "basic"].compactMap { DeviceProfile.named($0, platform: .android) }
  }

  @Test func everyCommandParsesAndFollowsTheRendition() throws {
    #expect(Self.patterns.count == 10, "the library patterns are readable")
    var worst = 1.0
    var worstError = 0
    for (release, help) in Self.releases {
      let grammar = VibratorShellGrammar(help: AuditionSamples.fixture(help))
      for profile in Self.profiles {
        for pattern in Self.patterns {
          let audition = AndroidAudition(pattern, profile: profile)
          if case .silent = audition.vibration { continue }
          let command = VibratorCommandBuilder.command(audition.vibration, grammar: grammar)
          let reader = VibratorShellReader(release: release)
          let label = "\(pattern.id) on \(profile.name), \(release): \(command.shellLine)"
          let reading: VibratorShellReader.Reading
          do {
            reading = try reader.read(line: command.shellLine)
          } catch {
            Issue.record("\(label) does not parse: \(error)")
            continue
          }
          // The rendition's own effect, padded with 20 ms of silence so one flat tap has a shape.
          let reference = audition.vibration.levels()
          let length = max(reading.levels.count, reference.count) + 20
          let silence = [Double](repeating: 0, count: 20)
          let played =
            silence + reading.levels + Array(repeating: 0, count: length - reading.levels.count)
          let wanted = silence + reference + Array(repeating: 0, count: length - reference.count)
          let r = LevelGrid.pearson(played, wanted)
          let error = abs(reading.levels.count - reference.count)
          worst = min(worst, r)
          worstError = max(worstError, error)
          #expect(r >= 0.9, "r = \(r): \(label)")
          #expect(error <= 20, "length \(reading.levels.count) vs \(reference.count): \(label)")
        }
      }
    }
    print("audition: worst r \(worst), worst length error \(worstError) ms")
  }

  @Test func newerShellsGetXMLAndTouchUsage() throws {
    let grammar = VibratorShellGrammar(help: AuditionSamples.fixture("help-latest.txt"))
    let audition = AndroidAudition(AuditionSamples.swell, profile: AuditionSamples.api36Phone)
    let command = VibratorCommandBuilder.command(audition.vibration, grammar: grammar)
    #expect(command.form == "xml envelope")
    #expect(
      command.shellArguments.prefix(6) == ["cmd", "vibrator_manager", "xml", "-B", "-u", "18"])
    #expect(
      command.shellArguments.last?.hasPrefix("<vibration-effect><basic-envelope-effect") == true)
    #expect(command.kept.contains("sharpness"))
  }

  @Test func theOldestShellGetsWaveformsWithoutUsage() {
    let grammar = VibratorShellGrammar(help: AuditionSamples.fixture("help-oldest.txt"))
    let audition = AndroidAudition(AuditionSamples.swell, profile: AuditionSamples.api33Phone)
    let command = VibratorCommandBuilder.command(audition.vibration, grammar: grammar)
    #expect(command.form == "synced waveform -a")
    #expect(!command.shellArguments.contains("-u"))
    #expect(command.summary.contains("sharpness"), "says sharpness is lost: \(command.summary)")
  }

  @Test func anEnvelopeOnAShellWithoutXMLUsesTheEnvelopeCommand() throws {
    var grammar = VibratorShellGrammar(help: AuditionSamples.fixture("help-android16.txt"))
    grammar.xml = false
    let audition = AndroidAudition(AuditionSamples.swell, profile: AuditionSamples.api36Phone)
    let command = VibratorCommandBuilder.command(audition.vibration, grammar: grammar)
    #expect(command.form == "synced envelope")
    _ = try VibratorShellReader(release: .android16).read(words: command.shellArguments)
  }

  @Test func primitivesKeepScalesOnlyWhereTheShellHasThem() throws {
    let profile = DeviceProfile.named("full", platform: .android)!
    let audition = AndroidAudition(SamplePatterns.heartbeat, profile: profile)
    guard case .primitives(let taps) = audition.vibration else {
      Issue.record("heartbeat should be a composition on 'full'")
      return
    }
    #expect(taps.count == 4)
    var old = VibratorShellGrammar.oldest
    old.xml = false
    let legacy = VibratorCommandBuilder.command(audition.vibration, grammar: old)
    #expect(legacy.form == "synced primitives" && !legacy.shellArguments.contains("-s"))
    #expect(legacy.summary.contains("primitive scales"))
    var modern = VibratorShellGrammar.newest
    modern.xml = false
    let scaled = VibratorCommandBuilder.command(
      audition.vibration, grammar: modern, primitiveLength: { _ in 12 })
    #expect(scaled.shellArguments.contains("-s"))
    // Delays count from the end of the primitive before: 180 − (0 + 12) = 168.
    let words = scaled.shellArguments
    let first = try #require(words.firstIndex(of: "-w"))
    #expect(words[first + 1] == "168")
  }

  @Test func aShellMatchingNothingFallsBackToOneshotAndSaysSo() throws {
    let audition = AndroidAudition(AuditionSamples.swell, profile: AuditionSamples.api36Phone)
    let command = VibratorCommandBuilder.command(audition.vibration, grammar: .unknown)
    #expect(command.form == "synced oneshot")
    #expect(command.shellArguments == ["cmd", "vibrator_manager", "synced", "oneshot", "800"])
    #expect(command.summary.contains("matched no known grammar"))
  }

  @Test func theCopyPasteLineIsOneShellLine() throws {
    let line = AndroidAudition.adbCommandLine(AuditionSamples.swell)
    // One word for the computer's shell, the command line the phone's shell splits (D225).
    #expect(line.hasPrefix("adb shell 'cmd vibrator_manager xml -B -u 18 '\\''<vibration-effect>"))
    let outer = try VibratorShellReader.split(String(line.dropFirst("adb shell ".count)))
    #expect(outer.count == 1)
    let words = try VibratorShellReader.split(try #require(outer.first))
    _ = try VibratorShellReader(release: .latest).read(words: words)
  }

  @Test func quotingSurvivesTheShell() throws {
    let words = ["a b", "it's", "<x y=\"1\"/>", "plain", ""]
    #expect(try VibratorShellReader.split(ShellQuote.quoted(words)) == words)
  }
}
