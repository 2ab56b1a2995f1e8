import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// The live diagnostics after each edit, which read only the edited events' lines again from
/// the text checked before (D430), are the diagnostics a session that never checked the file
/// gives for the same pattern.
@Suite struct SplicedChecksTests {
  let folder = TemporaryFolder()

  /// A file of `count` events, continuous ones laid over several lines as haptui writes them.
  func file(_ count: Int) -> String {
    var block = HapticPattern(id: "spliced", track: [], requiredCapability: "basic")
    for index in 0..<count {
      block.track!.append(
        index % 3 == 0
          ? TrackEvent(
            id: EventID(index), at: index * 100, type: .continuous, intensity: 0.5,
            sharpness: 0.25, duration: 80, curve: .easeOut)
          : TrackEvent(
            id: EventID(index), at: index * 100, type: .transient, intensity: 0.75,
            sharpness: 0.5))
    }
    let bytes = PatternEncoder.canonicalBytes(of: block)
    return "---\nid: spliced\n---\n\n```haptic\n" + String(decoding: bytes, as: UTF8.self)
      + "```\n"
  }

  @Test("every edit's diagnostics are those of a session that checks the whole file")
  func editsCheckedFromTheLastText() throws {
    let text = file(300)
    let path = folder.write("spliced.hap.md", text)
    let opened = DocumentSession.open(path: path)
    var pattern = opened.pattern
    #expect(pattern.events.count == 300)
    // Edits as the editor makes them: a value out of range (an error), an event moved over
    // its neighbour (overlap warnings), one removed, two added, the last one changed.
    let edits: [(inout HapticPattern) -> Void] = [
      { $0.track![10].intensity = 1.5 },
      { $0.track![20].at = $0.track![21].at + 10 },
      { $0.track!.remove(at: 150) },
      {
        $0.track!.insert(
          TrackEvent(id: EventID(900), at: 5_005, type: .transient, intensity: 0.2), at: 50)
        $0.track!.insert(
          TrackEvent(
            id: EventID(901), at: 5_010, type: .continuous, intensity: 0.3, duration: 400),
          at: 51)
      },
      { $0.track![$0.track!.count - 1].sharpness = 0.9 },
      { $0.track![10].intensity = 0.5 },
    ]
    for edit in edits {
      edit(&pattern)
      let live = opened.session.diagnostics(for: pattern)
      let fresh = DocumentSession.open(path: folder.write("fresh.hap.md", text))
      #expect(live == fresh.session.diagnostics(for: pattern))
    }
    #expect(
      opened.session.diagnostics(for: pattern).contains { $0.severity == .warning },
      "the moved and added events overlap others")
  }
}
