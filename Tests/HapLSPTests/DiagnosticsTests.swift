import HapModel
import HapRender
import Testing

@testable import HapLSP

@Suite struct DiagnosticsTests {
  /// The checker's codes and 0-based lines for `text`, what `validate` prints.
  func checker(_ text: String) -> [String] {
    Checker.findings(for: HapDocument(bytes: Array(text.utf8))).map {
      "\($0.diagnostic.code)@\($0.diagnostic.line - 1)"
    }
  }

  func published(_ session: ServerSession) -> [String] {
    (session.published[Samples.uri] ?? []).map {
      "\($0["code"].string ?? "")@\($0["range"]["start"]["line"].int ?? -1)"
    }
  }

  @Test func openPublishesTheCheckersFindingsAtOnce() {
    var session = ServerSession()
    session.initialize()
    let broken = Samples.doubleTap(replacing: "\"intensity\": 0.8", with: "\"intensity\": 1.8")
    session.open(Samples.uri, broken)
    #expect(!published(session).isEmpty)
    #expect(published(session) == checker(broken))
    let first = session.published[Samples.uri]!.first { $0["code"] == "HAP002" }!
    #expect(first["severity"] == 1)
    #expect(first["source"] == "haptui")
    #expect(first["codeDescription"]["href"].string == ServerSession.manual + "#hap002")
  }

  @Test func anUnclosedFenceIsAWarningAtTheFence() throws {
    let closed = Samples.doubleTap
    let unclosed = String(closed.dropLast("```\n".count))
    try #require(closed.hasSuffix("}\n```\n") && unclosed.hasSuffix("}\n"))
    let fenceLine = closed.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0 == "```haptic" }
    for text in [unclosed, unclosed + "\n## Later prose\n\nRead as JSON.\n"] {
      var session = ServerSession()
      session.initialize()
      session.open(Samples.uri, text)
      let warning = try #require(
        session.published[Samples.uri]?.first { $0["code"] == "HAPW13" },
        "\(published(session))")
      #expect(warning["severity"] == 2)
      #expect(warning["range"]["start"] == ["line": .int(fenceLine ?? -1), "character": 0])
      #expect(warning["message"].string?.contains("close the fence with ```") == true)
      #expect(published(session) == checker(text))
    }
    for text in [
      closed, closed.replacingOccurrences(of: "\n```\n", with: "\n````\n"),
      closed.replacingOccurrences(of: "```haptic", with: "~~~haptic")
        .replacingOccurrences(of: "}\n```\n", with: "}\n~~~\n"),
    ] {
      #expect(!checker(text).contains { $0.hasPrefix("HAPW13") }, "\(text.suffix(20))")
    }
  }

  @Test func withoutAKnownManualThereIsNoCodeLink() {
    var session = ServerSession()
    session.server = LanguageServer(debounce: 100)
    session.initialize()
    session.open(
      Samples.uri, Samples.doubleTap(replacing: "\"intensity\": 0.8", with: "\"intensity\": 1.8"))
    let first = session.published[Samples.uri]?.first { $0["code"] == "HAP002" }
    #expect(first != nil)
    #expect(first?["codeDescription"] == .null, "no guessed address")
  }

  @Test func changesAreDebouncedThenPublished() {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, Samples.doubleTap)
    #expect(published(session) == checker(Samples.doubleTap))
    let line = Samples.doubleTap.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("\"at\": 110") }!
    // Incremental: `110` becomes `10`, then `"curve"` is half typed.
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(Samples.uri), "version": 2],
        "contentChanges": [
          [
            "range": [
              "start": ["line": .int(line), "character": 14],
              "end": ["line": .int(line), "character": 15],
            ],
            "text": "",
          ]
        ],
      ])
    session.wait(50)
    #expect(published(session) == checker(Samples.doubleTap))  // not yet
    session.wait(60)
    let changed = Samples.doubleTap.replacingOccurrences(of: "\"at\": 110", with: "\"at\": 10")
    #expect(published(session) == checker(changed))
    #expect(published(session).contains { $0.hasPrefix("HAPW04") })
  }

  @Test func fullSyncReplacesTheText() {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, Samples.doubleTap)
    let half = Samples.doubleTap.replacingOccurrences(of: "\"fallbacks\"", with: "\"fallb")
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(Samples.uri), "version": 2],
        "contentChanges": [["text": .string(half)]],
      ])
    session.wait(200)
    #expect(published(session) == checker(half))
    #expect(published(session).first?.hasPrefix("HAP007") == true)
  }

  @Test func rangesCountUTF16OrUTF8AsNegotiated() {
    let text = Samples.doubleTap(replacing: "\"id\": \"double-tap\"", with: "\"id\": \"🎵\"")
    for (encoding, character) in [("utf-16", 8), ("utf-8", 8)] {
      var session = ServerSession()
      session.initialize(encodings: encoding == "utf-8" ? ["utf-8"] : [])
      session.open(Samples.uri, text)
      let slug = session.published[Samples.uri]!.first {
        $0["code"] == "HAP003" && $0["range"]["start"]["character"] == .int(character)
      }
      #expect(slug != nil, "\(encoding)")
      // The string token `"🎵"`: 2 quotes + 2 UTF-16 units or 4 UTF-8 bytes.
      let end = slug?["range"]["end"]["character"].int
      #expect(end == character + (encoding == "utf-8" ? 6 : 4))
    }
  }

  @Test func mirrorsPointAtTheBlockMember() {
    var session = ServerSession()
    session.initialize()
    let text = Samples.doubleTap(
      replacing: "\"id\": \"double-tap\"", with: "\"id\": \"double-tip\"")
    session.open(Samples.uri, text)
    let mismatch = session.published[Samples.uri]!.first {
      $0["message"].string?.contains("differs") == true
    }
    let related = mismatch?["relatedInformation"].array?.first
    #expect(related?["message"] == "the block's id")
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("double-tip") }
    #expect(related?["location"]["range"]["start"]["line"].int == line)
  }

  @Test func aNonFileURIIsCheckedToo() {
    var session = ServerSession()
    session.initialize()
    session.open(
      "untitled:Untitled-1",
      Samples.doubleTap(replacing: "\"type\": \"transient\"", with: "\"type\": \"transent\""))
    #expect(session.published["untitled:Untitled-1"]?.contains { $0["code"] == "HAP002" } == true)
  }

  @Test func closingClearsTheDiagnostics() {
    var session = ServerSession()
    session.initialize()
    session.open(
      Samples.uri,
      Samples.doubleTap(replacing: "\"type\": \"transient\"", with: "\"type\": \"transent\""))
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(Samples.uri)]])
    #expect(session.published[Samples.uri] == [])
  }
}
