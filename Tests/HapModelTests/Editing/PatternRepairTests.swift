import Testing

@testable import HapModel

@Suite("Repairing a non-conformant pattern")
struct PatternRepairTests {
  @Test("sorts, fills durations, clamps, maps aliases and matches the frontmatter id")
  func repairs() {
    var broken = EditingFixture.pattern
    broken.track?.swapAt(0, 2)
    broken.track?[1].duration = nil
    broken.track?[0].intensity = 3
    broken.intent = "notify.success"
    broken.fallbacks?.reduced = "gentle"
    broken.requiredCapability = "everything"
    broken.id = "Fixture"
    let result = PatternRepair.repair(broken, frontmatterID: "fixture")
    #expect(result.isConformant)
    #expect(EditingFixture.isWellFormed(result.pattern))
    #expect(result.pattern.intent == "notification.success")
    #expect(result.pattern.fallbacks?.reduced == nil)
    #expect(result.pattern.requiredCapability == nil)
    #expect(result.pattern.id == "fixture")
    #expect(
      result.pattern.events.first { $0.type == .continuous }?.duration == EventDefaults.duration)
    #expect(result.fixes.count >= 6)
  }

  @Test("a conformant pattern needs no fixes")
  func nothingToDo() {
    let result = PatternRepair.repair(EditingFixture.pattern, frontmatterID: "fixture")
    #expect(result.fixes.isEmpty && result.pattern == EditingFixture.pattern)
  }
}
