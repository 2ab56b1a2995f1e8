import HapTestSupport
import Testing

/// `haptui edit --target TARGET FILE` takes the audition targets the editor plays on and
/// refuses the rest before the editor starts.
@Suite("haptui edit --target")
struct EditTargetTests: CommandTesting {
  @Test("an evdev node or an unknown target is a usage error; a phone passes the checks")
  func targets() throws {
    let pattern = Repository.path("Patterns/double-tap.hap.md")
    let evdev = run(["edit", "--target", "evdev:/dev/input/event3", pattern])
    #expect(evdev.status == 2)
    #expect(evdev.err.contains("the editor plays on the first rumble device"), "\(evdev.err)")
    let unknown = run(["edit", "--target", "phone", pattern])
    #expect(unknown.status == 2 && unknown.err.contains("phone: unknown target"), "\(unknown.err)")
    // Outside a terminal the editor then says it needs one.
    let good = run(["edit", "--target", "feedbackd:me@phone", pattern])
    #expect(good.status == 1 && !good.err.contains("--target"), "\(good.err)")
  }
}
