import Glibc
import HapModel
import HapTestSupport
import Testing

/// Issue 22's selection edits through the real binary: typed on the `:` line, seen on the
/// screen, taken back by `u`.
extension EndToEndTests {
  /// The inspector's intensity row, as the screen shows it.
  func intensityRow(_ screen: String) -> String? {
    screen.split(separator: "\n").first { $0.contains("intensity      ") }
      .map { String($0.suffix(from: $0.range(of: "intensity")!.lowerBound)) }
  }

  @Test("select all, :scale 50, the screen shows half the intensity; u restores the file")
  func scaleThenUndo() throws {
    let (path, session) = try open("double-tap.hap.md")
    let original = try #require(TextFile.read(path))
    session.send("A")
    #expect(session.wait(for: "2 events selected") != nil, "\(session.screen())")
    session.send(":")
    #expect(session.wait(for: "go to ms or command:") != nil, "\(session.screen())")
    session.type("sc")
    session.send("Tab")
    // Tab completed the name; the line under the prompt says what the command does.
    #expect(session.wait(for: "scale PERCENT: scale the selection") != nil, "\(session.screen())")
    session.type("50")
    session.send("Enter")
    let scaled = try #require(
      session.wait(for: "scaled 2 events by 50%"), "\(session.screen())")
    #expect(intensityRow(scaled)?.contains("0.4") == true, "\(scaled)")
    #expect(scaled.contains("[+]"), "\(scaled)")
    session.send("u")
    let undone = try #require(session.wait(for: "undid scale"), "\(session.screen())")
    #expect(intensityRow(undone)?.contains("0.8") == true, "\(undone)")
    session.send("q")
    try #require(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    // Undone to the opened state: nothing was asked, nothing written.
    #expect(TextFile.read(path) == original)
  }

  /// A pattern of a 30-step staircase (a rise in 20 steps of 10 ms, then 10 held at 0.8).
  static let staircase: String = {
    let steps = (0..<30).map { index in
      let level = index < 20 ? ((0.1 + 0.7 * Double(index) / 19) * 100).rounded() / 100 : 0.8
      return "    { \"at\": \(index * 10), \"type\": \"continuous\", \"intensity\": \(level), "
        + "\"sharpness\": 0.5, \"duration\": 10, \"curve\": \"hold\" }"
    }
    return
      "---\nid: stairs\ntitle: Stairs\n---\n\n# Stairs\n\n```haptic\n{\n  \"haptic\": \"0.1\",\n"
      + "  \"id\": \"stairs\",\n  \"track\": [\n" + steps.joined(separator: ",\n")
      + "\n  ]\n}\n```\n"
  }()

  @Test("the breakpoint view: 30 steps as 3 points, one raised, saved as conformant held steps")
  func envelopeView() throws {
    let path = folder.write("stairs.hap.md", Self.staircase)
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("edit stairs.hap.md"))
    try #require(session.wait(for: "rung ") != nil, "\(session.capture())")
    session.send("A", ":")
    _ = session.wait(for: "go to ms or command:")
    session.type("envelope")
    session.send("Enter")
    let opened = try #require(
      session.wait(for: "30 events as 3 breakpoints"), "\(session.screen())")
    #expect(opened.contains("envelope 3 points"), "\(opened)")
    #expect(opened.filter { $0 == "●" }.count == 3, "\(opened)")
    session.send("Tab", "K")
    #expect(session.wait(for: "breakpoint 2 of 3 at 195 ms, 0.9") != nil, "\(session.screen())")
    session.send("Escape")
    #expect(session.wait(for: "envelope closed") != nil, "\(session.screen())")
    let saved = try saveAndQuit(session, path: path)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    let events = try #require(saved.pattern?.events)
    #expect(events.allSatisfy { $0.type == .continuous && $0.curve == .hold })
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.end == $1.at })
    #expect(events.contains { ($0.intensity ?? 0) > 0.81 } && events.last?.end == 300)
  }
}
