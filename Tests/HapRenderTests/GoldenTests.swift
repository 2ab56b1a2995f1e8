import HapModel
import HapTestSupport
import Testing

@testable import HapRender

/// One artefact per platform for a few patterns, and the report and explain table of one, as
/// golden files: a change to any emitted text shows up as a reviewed diff.
@Suite struct GoldenTests {
  static let patterns = [
    SamplePatterns.doubleTap, SamplePatterns.rampWithTicks, SamplePatterns.success,
  ]

  @Test(arguments: Platform.allCases)
  func artefacts(_ platform: Platform) {
    for pattern in Self.patterns {
      let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: platform))
      for file in rendition.artifact.files {
        SnapshotFolder.golden.check(file.text, named: "\(platform.rawValue)--\(file.name)")
      }
    }
  }

  @Test func reportOfEveryAndroidProfile() {
    var text = ""
    for profile in DeviceProfile.profiles(for: .android) {
      let rendition = Renderer.render(SamplePatterns.rampWithTicks, profile: profile)
      text += "== \(profile) rung \(rendition.rung.rawValue) (\(rendition.path))\n"
      for entry in rendition.report {
        text += "\(entry.event) | \(entry.construct) | \(entry.status) | \(entry.reason)\n"
      }
    }
    SnapshotFolder.golden.check(text, named: "report--ramp-with-ticks--android.txt")
  }

  @Test func explainTable() {
    SnapshotFolder.golden.check(
      ExplainTable.build(for: SamplePatterns.doubleTap).text(width: 100),
      named: "explain--double-tap.txt")
  }
}
