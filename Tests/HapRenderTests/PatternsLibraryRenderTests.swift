import HapModel
import HapTestSupport
import Testing

@testable import HapRender

/// The invariants over every pattern of the `Patterns/` library, every profile and setting.
@Suite struct PatternsLibraryRenderTests {
  static let folder: String = {
    Repository.path("Patterns")
  }()

  static let names = [
    "countdown-tick", "double-tap", "drag-snap", "error-buzz", "heartbeat", "impact-heavy",
    "impact-light", "impact-medium", "impact-rigid", "impact-soft", "long-press",
    "notification-error", "notification-success", "notification-warning", "power-down",
    "pull-to-refresh", "ramp-up", "selection", "toggle-off", "toggle-on",
  ]

  static var patterns: [HapticPattern] {
    names.compactMap { HapDocument.read(path: folder + "/\($0).hap.md").pattern }
  }

  @Test func everyLibraryPatternIsRead() {
    #expect(Self.patterns.count == Self.names.count)
  }

  @Test func everyLibraryPatternRendersHonestlyAndWithinLimits() {
    var failures: [String] = []
    for pattern in Self.patterns {
      for settings in InvariantTests.settings {
        for profile in DeviceProfile.all {
          let rendition = Renderer.render(pattern, profile: profile, settings: settings)
          var problems = ArtifactChecks.rumbleProblems(rendition.feel)
          for entry in rendition.report {
            let best = Expressiveness.best(for: entry, in: pattern, on: profile)
            if Expressiveness.rank(entry.status) < Expressiveness.rank(best) {
              problems.append("\(entry.event) \(entry.construct) \(entry.status) beyond \(best)")
            }
          }
          if rendition.artifact.language == "ahap" {
            problems += rendition.artifact.files.flatMap { ArtifactChecks.ahapProblems($0.text) }
          }
          if profile.platform == .android {
            problems += ArtifactChecks.kotlinProblems(rendition.artifact.text)
          }
          if let web = ArtifactChecks.vibratePattern(rendition.artifact.text) {
            problems += ArtifactChecks.webProblems(web)
          }
          if rendition.isSilent, rendition.report.contains(where: { $0.status != .dropped }) {
            problems.append("silent but not all dropped")
          }
          failures += problems.map { "\(pattern.id) \(profile) \(settings): \($0)" }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test func everyIntentPatternPlaysItsIntentOnIOS() {
    for pattern in Self.patterns where pattern.intentToken != nil {
      let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .ios))
      #expect(rendition.rung == .intent, "\(pattern.id)")
    }
  }
}
