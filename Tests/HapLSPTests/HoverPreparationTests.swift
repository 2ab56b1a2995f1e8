import HapModel
import Testing

@testable import HapLSP

/// Hover's renditions are made on the shell's worker once diagnostics are out, so the first
/// hover after a change need not render six platforms while the user waits.
@Suite struct HoverPreparationTests {
  /// Event 2 made a long continuous event with a curve: what the platforms keep of it differs.
  static let continuous = Samples.doubleTap(
    replacing: "{ \"at\": 110, \"type\": \"transient\", \"intensity\": 0.8, \"sharpness\": 0.5 }",
    with:
      "{ \"at\": 110, \"type\": \"continuous\", \"intensity\": 0.8, \"sharpness\": 0.5, "
      + "\"duration\": 400, \"curve\": \"easeIn\" }")

  static let position: JSONValue = ["line": 49, "character": 8]

  static func hover(_ session: inout ServerSession) -> String {
    session.request(
      "textDocument/hover",
      ["textDocument": ["uri": .string(Samples.uri)], "position": position])["result"][
        "contents"]["value"].string ?? ""
  }

  /// The hover text of `text` in a session that never prepared anything.
  static func unprepared(_ text: String) -> String {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, text)
    return hover(&session)
  }

  static func change(_ session: inout ServerSession, to text: String, version: Int) {
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(Samples.uri), "version": .int(version)],
        "contentChanges": [["text": .string(text)]],
      ])
  }

  /// A session with double-tap open and its diagnostics published; the hover work asked for.
  static func openedAndPublished() throws -> (ServerSession, HoverWork) {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, Samples.doubleTap)
    session.wait(1_000)
    return (session, try #require(session.preparing.first))
  }

  @Test func publishingAsksForTheVersionsRenditionsAndHoverAnswersFromThem() throws {
    let opened = try Self.openedAndPublished()
    var session = opened.0
    let work = opened.1
    #expect(session.preparing.count == 1)
    #expect(work.uri == Samples.uri && work.version == 1)
    // Made from the same pattern, the prepared lines answer as a hover that renders itself.
    session.server.receive(work.run())
    #expect(Self.hover(&session) == Self.unprepared(Samples.doubleTap))
    #expect(Self.hover(&session).contains("- iOS"))
  }

  @Test func hoverUsesThePreparedLinesRatherThanRenderingAgain() throws {
    let opened = try Self.openedAndPublished()
    var session = opened.0
    let work = opened.1
    // Lines of another pattern, under this version: hover says what they say.
    let foreign = HoverWork(
      uri: work.uri, version: work.version, pattern: try pattern(Self.continuous))
    session.server.receive(foreign.run())
    let text = Self.hover(&session)
    #expect(text != Self.unprepared(Samples.doubleTap))
    #expect(
      text.split(separator: "\n").filter { $0.hasPrefix("- ") }
        == Self.unprepared(Self.continuous).split(separator: "\n").filter { $0.hasPrefix("- ") })
  }

  @Test func linesOfAVersionTheDocumentHasLeftAreNotKept() throws {
    let opened = try Self.openedAndPublished()
    var session = opened.0
    let stale = opened.1
    Self.change(&session, to: Self.continuous, version: 2)
    session.server.receive(stale.run())
    let text = Self.hover(&session)
    #expect(text == Self.unprepared(Self.continuous))
    #expect(text != Self.unprepared(Samples.doubleTap))
  }

  @Test func aDocumentWhoseBlockDoesNotParseAsksForNothing() {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, Samples.doubleTap(replacing: "\"track\": [", with: "\"track\": [[["))
    session.wait(1_000)
    #expect(session.preparing.isEmpty)
  }

  /// The pattern `text`'s block reads as.
  private func pattern(_ text: String) throws -> HapModel.HapticPattern {
    try #require(DocumentAnalysis(text: TextBuffer(text), path: nil).document.pattern)
  }
}
