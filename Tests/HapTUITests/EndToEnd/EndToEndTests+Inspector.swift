import HapModel
import HapTestSupport
import Testing

/// Issue 20, items 5, 6 and 8 through the real binary: inspector edits on a selection, the
/// `audio` row's check, and values that undone edits leave behind.
extension EndToEndTests {
  @Test("with every event selected, a typed intensity reaches all of them in one undo step")
  func inspectorEditsSelection() throws {
    let (path, session) = try open("double-tap.hap.md")
    session.send("A", "e", "j", "j", "Enter", "C-u")
    session.type("0.3")
    session.send("Enter")
    #expect(session.wait(for: "set intensity on 2 events") != nil, "\(session.screen())")
    let saved = try saveAndQuit(session, path: path)
    #expect(saved.pattern?.events.map(\.intensity) == [0.3, 0.3], "\(saved.diagnostics)")
  }

  @Test("the inspector's audio row refuses a sound that does not exist, as edit --audio does")
  func inspectorRefusesMissingSound() throws {
    let (path, session) = try open("double-tap.hap.md")
    let before = try #require(TextFile.bytes(path))
    // No event selected: id, title, haptic, intent, requiredCapability, the two fallbacks,
    // audio.
    session.send("e", "j", "j", "j", "j", "j", "j", "j", "Enter", "C-u")
    session.type("nope.wav")
    session.send("Enter")
    let screen = try #require(session.wait(for: "AUD001"), "\(session.screen())")
    #expect(!screen.contains("[+]") && !screen.contains("attached the sound"), "\(screen)")
    session.send("Escape", "Escape", "q")
    if session.wait(for: "EXIT=", seconds: 3, whole: true) == nil { session.send("d") }
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    #expect(TextFile.bytes(path) == before)
  }

  @Test("a fade after an undone lengthen is the documented 300 ms with the default sharpness")
  func fadeAfterUndoneEdit() throws {
    let (path, session) = try open("long-press.hap.md")
    session.send("Tab", ">")
    #expect(session.wait(for: "lengthen") != nil, "\(session.screen())")
    session.send("u")
    #expect(session.wait(for: "undid lengthen") != nil, "\(session.screen())")
    session.send("Escape")
    goTo(1000, in: session)
    session.send(")")
    #expect(session.wait(for: "fade out:") != nil, "\(session.screen())")
    let saved = try saveAndQuit(session, path: path)
    let stairs = try #require(saved.pattern?.events.filter { $0.at >= 1000 })
    #expect(stairs.last?.end == 1300, "\(stairs)")
    #expect(stairs.allSatisfy { $0.sharpness == EventDefaults.sharpness }, "\(stairs)")
  }

  @Test("W asks before it replaces a hand-written fallbacks.web; a second W replaces it")
  func deriveWebAsks() throws {
    let (path, session) = try open("double-tap.hap.md")
    session.send("W")
    #expect(session.wait(for: "W again replaces it") != nil, "\(session.screen())")
    #expect(!session.screen().contains("[+]"), "\(session.screen())")
    session.send("W")
    #expect(session.wait(for: "[+]") != nil, "\(session.screen())")
    let saved = try saveAndQuit(session, path: path)
    let web = try #require(saved.pattern?.fallbacks?.web)
    #expect(web != [35, 75, 35])
    // Every pulse (the even entries) is at least the web profile's minimum.
    #expect(stride(from: 0, to: web.count, by: 2).allSatisfy { web[$0] >= 30 }, "\(web)")
  }
}
