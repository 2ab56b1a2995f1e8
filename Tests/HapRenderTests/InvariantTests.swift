import HapModel
import Testing

@testable import HapRender

/// Invariants over generated patterns, every profile and every setting.
@Suite struct InvariantTests {
  static let patterns = PatternGenerator.patterns(300) + SamplePatterns.all
  static let settings = [
    RenderSettings.standard, RenderSettings(reduced: true), RenderSettings(hapticsOff: true),
  ]

  /// Every pattern on every profile under every setting, rendered once for all the tests.
  static let renditions: [(pattern: HapticPattern, rendition: Rendition)] = patterns.flatMap {
    pattern in
    settings.flatMap { setting in
      DeviceProfile.all.map { (pattern, Renderer.render(pattern, profile: $0, settings: setting)) }
    }
  }

  /// Hands each rendition to `check` and collects the problems it finds (the first 20).
  private func each(_ check: (HapticPattern, Rendition) -> [String]) -> [String] {
    var failures: [String] = []
    for (pattern, rendition) in Self.renditions {
      for problem in check(pattern, rendition) where failures.count < 20 {
        failures.append(
          "\(pattern.id) on \(rendition.profile) \(rendition.settings): \(problem)")
      }
    }
    return failures
  }

  @Test func nothingIsReportedBetterThanItsColumnCanExpress() {
    let failures = each { pattern, rendition in
      rendition.report.compactMap { entry in
        let best = Expressiveness.best(for: entry, in: pattern, on: rendition.profile)
        guard Expressiveness.rank(entry.status) < Expressiveness.rank(best) else { return nil }
        return "\(entry.event) \(entry.construct) is \(entry.status), the column allows \(best)"
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func silenceReportsEverythingDroppedAndFeelsLikeNothing() {
    let failures = each { pattern, rendition in
      var problems: [String] = []
      if rendition.isSilent {
        if rendition.report.contains(where: { $0.status != .dropped }) {
          problems.append("silent but a construct is not dropped")
        }
        if !rendition.feel.steps.isEmpty { problems.append("silent but the feel plays") }
      }
      if rendition.settings.hapticsOff, !rendition.isSilent { problems.append("haptics off plays") }
      // An error or a selection without fallbacks.reduced keeps its full pattern (D092).
      let keepsFull =
        pattern.fallbacks?.reduced == nil && Ladder.keepsFullPattern(RenderInput(pattern))
      if rendition.settings.reduced, !keepsFull, ![.reduced, .silent].contains(rendition.rung) {
        problems.append("reduced feedback played \(rendition.rung)")
      }
      return problems
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func everyConstructHasExactlyOneEntryWithAReason() {
    let failures = each { pattern, rendition in
      let sites = ReportSites.sites(of: pattern)
      var problems: [String] = []
      if sites.map(\.label) != rendition.report.map(\.event)
        || sites.map(\.construct) != rendition.report.map(\.construct)
      {
        problems.append("report entries do not match the pattern's constructs")
      }
      if rendition.report.contains(where: { $0.reason.isEmpty }) { problems.append("no reason") }
      return problems
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func renderingIsDeterministic() {
    for pattern in Self.patterns.prefix(60) {
      for profile in DeviceProfile.all {
        #expect(
          Renderer.render(pattern, profile: profile) == Renderer.render(pattern, profile: profile))
      }
    }
  }

  @Test func emittedAHAPParsesAndRespectsTheLimits() {
    var files = 0
    let failures = each { _, rendition in
      guard rendition.artifact.language == "ahap" else { return [] }
      return rendition.artifact.files.flatMap { file -> [String] in
        files += 1
        return ArtifactChecks.ahapProblems(file.text).map { "\(file.name): \($0)" }
      }
    }
    #expect(files > 100)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func androidArraysHaveEqualLengthsAndAmplitudesInRange() {
    let failures = each { pattern, rendition in
      guard rendition.platform == .android else { return [] }
      var problems = ArtifactChecks.kotlinProblems(rendition.artifact.text)
      let plan = Ladder.plan(
        RenderInput(pattern), settings: rendition.settings,
        on: Renderer.ladder(for: rendition.profile))
      for branch in plan.branches {
        switch branch.effect {
        case .waveform(let waveform):
          if waveform.timings.count != waveform.amplitudes.count { problems.append("lengths") }
          if waveform.timings.contains(where: { $0 <= 0 }) { problems.append("timing ≤ 0") }
          if waveform.amplitudes.contains(where: { !(0...255).contains($0) }) {
            problems.append("amplitude out of range")
          }
        case .onOff(let timings):
          if timings.contains(where: { $0 < 0 }) { problems.append("negative timing") }
        case .envelope(let envelope):
          if envelope.points.contains(where: { $0.duration <= 0 }) { problems.append("point ≤ 0") }
          if envelope.points.last?.intensity != 0 { problems.append("envelope does not end at 0") }
        case .composition(let taps):
          if taps.contains(where: { !(0...1).contains($0.scale) }) { problems.append("scale") }
        default:
          break
        }
      }
      return problems
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func webArraysRespectTheBrowserLimits() {
    var checked = 0
    let failures = each { _, rendition in
      guard [.web, .reactNative].contains(rendition.platform),
        let entries = ArtifactChecks.vibratePattern(rendition.artifact.text)
      else { return [] }
      checked += 1
      return ArtifactChecks.webProblems(entries)
    }
    #expect(checked > 100)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func rumbleSchedulesAreOrderedAndWithinLimits() {
    let failures = each { _, rendition in
      var problems = ArtifactChecks.rumbleProblems(rendition.feel)
      if rendition.platform == .gamepad {
        problems += ArtifactChecks.gamepadProblems(rendition.artifact.text)
      }
      return problems
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func renderingProfilesTogetherEqualsRenderingEachAlone() {
    for pattern in Self.patterns.prefix(80) {
      for settings in Self.settings {
        let together = Renderer.render(pattern, profiles: DeviceProfile.all, settings: settings)
        let alone = DeviceProfile.all.map {
          Renderer.render(pattern, profile: $0, settings: settings)
        }
        #expect(together == alone, "\(pattern.id) \(settings)")
      }
    }
  }

  @Test func androidArtifactIsTheSameForEveryProfile() {
    for pattern in Self.patterns.prefix(80) {
      let texts = DeviceProfile.profiles(for: .android).map {
        Renderer.render(pattern, profile: $0).artifact.text
      }
      #expect(Set(texts).count == 1, "\(pattern.id)")
    }
  }
}
