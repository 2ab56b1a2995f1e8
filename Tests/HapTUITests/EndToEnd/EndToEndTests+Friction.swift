import Glibc
import HapModel
import HapTestSupport
import Testing

/// Issue 14's remaining friction through the real binary: counts and fine nudges, the pane
/// keys, the artefact and problems panes, the browser.
extension EndToEndTests {
  @Test("zoomed out fully, L nudges 10 ms and 5L 5 ms; Ctrl-W 5 focuses the problems")
  func fineNudges() throws {
    let (path, session) = try open("double-tap.hap.md")
    // Zoom out fully (10,000 ms per column): one column there used to be one nudge.
    for _ in 0..<13 { session.send("-") }
    #expect(session.wait(for: "zoomed out fully") != nil, "\(session.screen())")
    session.send("Tab", "Tab", "L")
    #expect(session.wait(for: "120 ms ·") != nil, "\(session.screen())")
    session.send("5")
    #expect(session.wait(for: "count 5") != nil, "\(session.screen())")
    session.send("L")
    #expect(session.wait(for: "125 ms ·") != nil, "\(session.screen())")
    session.send("C-w", "5")
    #expect(session.wait(for: "▸Problems") != nil, "\(session.screen())")
    session.send("Escape")
    let saved = try saveAndQuit(session, path: path)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    #expect(saved.pattern?.events.map(\.at) == [0, 125])
  }

  @Test("at 120 × 40 the focused artefact and problems take the width: code and HAPW03 read whole")
  func widePanes() throws {
    let (_, session) = try open("countdown-tick.hap.md")
    session.send("C-w", "4")
    _ = session.wait(for: "▸Artefact")
    // Beside the platforms this AHAP line was cut at about 32 columns; now it is whole.
    let whole = #"{ "ParameterID": "HapticIntensity", "ParameterValue": 0.6 },"#
    let artefact = try #require(session.wait(for: whole), "\(session.screen())")
    #expect(!artefact.contains(" Platforms "), "\(artefact)")
    session.send("Escape", "C-w", "5")
    // Both HAPW03 warnings (React Native and Flutter) end in view, nothing cut.
    _ = session.wait(for: "▸Problems")
    let problems = try #require(session.wait(for: "on flutter"), "\(session.screen())")
    let joined = problems.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(joined.components(separatedBy: "plays intents only.").count == 3, "\(problems)")
    #expect(!problems.contains("↓ more"))
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }
}
