import HapModel
import Testing

@testable import HapRender

@Suite struct ScratchTests {
  @Test func dump() {
    let p = PatternGenerator.patterns(21)[20]
    for e in p.events {
      print(e.at, e.type, e.duration ?? -1, e.curve?.rawValue ?? "-", e.intensity ?? -1)
    }
    let r = Renderer.render(p, profile: DeviceProfile.defaultProfile(for: .ios))
    for f in r.artifact.files { print(f.name); print(ArtifactChecks.ahapProblems(f.text)) }
    print(r.artifact.files.last!.text)
  }
}
