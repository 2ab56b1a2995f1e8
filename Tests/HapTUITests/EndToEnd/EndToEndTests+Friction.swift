import Glibc
import HapModel
import HapTestSupport
import Testing

/// Issue 14's remaining friction through the real binary: counts and fine nudges, the pane
/// keys, the artefact and problems panes, the browser.
extension EndToEndTests {
  /// Waits until `text` is no longer on screen (a scroll moved it away); false after 10 s.
  func waitUntilGone(_ text: String, in session: TmuxSession) -> Bool {
    for _ in 0..<200 {
      if !session.screen().contains(text) { return true }
      usleep(50_000)
    }
    return false
  }

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

  @Test("Z zooms to the selection")
  func zoomToSelection() throws {
    let (_, session) = try open("countdown-tick.hap.md")
    session.send("Tab", "Tab", "Z")
    let zoomed = try #require(session.wait(for: "1 event, 1000–"), "\(session.screen())")
    #expect(zoomed.contains("zoom "), "\(zoomed)")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
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
    #expect(!problems.contains("more below"))
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }

  @Test(
    "the browser at 80 × 24: file names, why a row is ✗, G, End, the wheel, help scrolls, Space plays"
  )
  func browserFriction() throws {
    let patterns = folder.path + "/Patterns"
    _ = shell(
      "mkdir -p \(quoted(patterns)) && cp \(quoted(Repository.root))/Patterns/*.hap.md \(quoted(patterns))/"
    )
    // Sorted last, so G and End reach it.
    let broken =
      "---\nid: zz-broken\n---\n\n```haptic\n{ \"haptic\": \"0.1\", \"id\": \"zz-broken\" \"track\": [] }\n```\n"
    TextFile.write(Array(broken.utf8), to: patterns + "/zz-broken.hap.md")
    let session = TmuxSession(columns: 80, rows: 24, directory: folder.path, command: haptui(""))
    let list = try #require(session.wait(for: "21 of 21"), "\(session.capture())")
    #expect(list.contains("  file ") && list.contains("▸ countdown-tick.hap.md"))
    #expect(list.contains("one scale for all: "), "\(list)")
    session.send("G")
    let last = try #require(session.wait(for: "▸ zz-broken.hap.md"), "\(session.screen())")
    #expect(last.contains("✗ HAP007"), "\(last)")
    session.send("Home")
    #expect(session.wait(for: "▸ countdown-tick.hap.md") != nil, "\(session.screen())")
    session.send("End")
    #expect(session.wait(for: "▸ zz-broken.hap.md") != nil, "\(session.screen())")
    // The wheel: up twice from the last row.
    session.type("\u{1B}[<64;10;5M")
    session.type("\u{1B}[<64;10;5M")
    #expect(session.wait(for: "▸ toggle-off.hap.md") != nil, "\(session.screen())")
    session.send("?")
    // The help's rows can reach the pane a moment after its title (CI once captured the
    // title alone): wait for the browser's first command itself.
    let help = try #require(session.wait(for: "next pattern"), "\(session.screen())")
    #expect(help.contains("Pattern browser (haptui"))
    session.send("PageDown")
    #expect(waitUntilGone("Pattern browser (haptui", in: session), "\(session.screen())")
    session.send("Escape")
    session.send("Home")
    _ = session.wait(for: "▸ countdown-tick.hap.md")
    session.send("Space")
    #expect(
      session.wait(for: "nothing is felt (no device attached)") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }
}
