import HapModel
import HapRender
import Testing

@testable import HapLSP

@Suite struct CodeActionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var code: String
    var old: String
    var new: String
    /// A word of the action's title.
    var title: String
    /// Words of the diagnostic's message, when the code is reported more than once.
    var message = ""
    var testDescription: String { "\(code): \(title)" }
  }

  static let cases: [Case] = [
    Case(code: "HAP003", old: "id: double-tap", new: "id: Double Tap", title: "frontmatter id"),
    Case(
      code: "HAP003", old: "\"id\": \"double-tap\"", new: "\"id\": \"Double-Tap\"",
      title: "Replace", message: "use lower-case letters"),
    Case(code: "HAPW01", old: "spec: \"0.1\"", new: "spec: \"0.2\"", title: "match the block"),
    Case(
      code: "HAPW07", old: ",\n  \"fallbacks\": { \"web\": [35, 75, 35] }", new: "",
      title: "fallbacks.web"),
    Case(
      code: "HAPW07", old: "\"fallbacks\": { \"web\": [35, 75, 35] }",
      new: "\"fallbacks\": { \"reduced\": \"impact.light\" }", title: "fallbacks.web"),
    Case(
      code: "HAPW10", old: "\"intensity\": 0.8, \"sharpness\": 0.5 },\n    { \"at\": 110",
      new: "\"intensty\": 0.8, \"sharpness\": 0.5 },\n    { \"at\": 110", title: "Rename"),
    Case(
      code: "HAP002", old: "\"type\": \"transient\"", new: "\"type\": \"transent\"",
      title: "Replace"),
    Case(
      code: "HAP004", old: "\"id\": \"double-tap\",",
      new: "\"id\": \"double-tap\",\n  \"intent\": \"impact.lite\",", title: "Replace"),
    Case(
      code: "HAP002", old: "\"haptic\": \"0.1\"", new: "\"haptic\": 0.1", title: "Replace"),
    Case(code: "HAPW13", old: "}\n```\n", new: "}\n", title: "Close"),
    Case(code: "HAP005", old: "{ \"at\": 0,", new: "{ \"at\": 200,", title: "Sort"),
    Case(
      code: "HAP006", old: "{ \"at\": 110, \"type\": \"transient\"",
      new: "{ \"at\": 110, \"type\": \"continuous\"", title: "duration"),
    Case(code: "HAPW09", old: "[35, 75, 35]", new: "[35, 75, 35, 40]", title: "trailing pause"),
    Case(
      code: "HAPW11", old: "\"intensity\": 0.8, \"sharpness\": 0.5 },\n    { \"at\": 110",
      new: "\"intensity\": 0.8, \"curve\": \"hold\", \"sharpness\": 0.5 },\n    { \"at\": 110",
      title: "ignored member"),
  ]

  func codes(_ text: String) -> [String] {
    Checker.findings(for: HapDocument(bytes: Array(text.utf8))).map(\.diagnostic.code)
  }

  @Test(arguments: cases) func eachFixIsAppliedAndRevalidated(_ item: Case) throws {
    let text = Samples.doubleTap(replacing: item.old, with: item.new)
    try #require(text != Samples.doubleTap, "the case did not change the pattern")
    let before = codes(text)
    try #require(before.contains(item.code), "\(item.code) not reported: \(before)")
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, text)
    let diagnostic = try #require(
      session.published[Samples.uri]?.first {
        $0["code"].string == item.code
          && (item.message.isEmpty || $0["message"].string?.contains(item.message) == true)
      })
    let response = session.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(Samples.uri)], "range": diagnostic["range"],
        "context": ["diagnostics": [diagnostic]],
      ])
    let actions = response["result"].array ?? []
    let action = try #require(
      actions.first {
        $0["title"].string?.contains(item.title) == true && $0["kind"] == "quickfix"
      },
      "no action with \(item.title): \(actions.map { $0["title"] })")
    #expect(action["diagnostics"].array?.first?["code"].string == item.code)
    let edits = action["edit"]["changes"][Samples.uri].array ?? []
    let fixed = Edits.apply(edits, to: text, encoding: .utf16)
    let after = codes(fixed)
    #expect(
      after.filter { $0 == item.code }.count < before.filter { $0 == item.code }.count,
      "still \(after) after \(item.title)")
    let errors = Checker.findings(for: HapDocument(bytes: Array(fixed.utf8))).filter {
      $0.diagnostic.severity == .error
    }.count
    let errorsBefore = Checker.findings(for: HapDocument(bytes: Array(text.utf8))).filter {
      $0.diagnostic.severity == .error
    }.count
    #expect(errors <= errorsBefore)
  }

  @Test func fmtIsOfferedAndFormattingMatchesIt() throws {
    let text = Samples.doubleTap(
      replacing: "\"haptic\": \"0.1\",\n  \"id\"", with: "\"haptic\":\"0.1\",   \"id\"")
    let document = HapDocument(bytes: Array(text.utf8))
    let formatted = try #require(document.formatted())
    #expect(formatted != Array(text.utf8))
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, text)
    let actions =
      session.request(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": .string(Samples.uri)],
          "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
          "context": ["diagnostics": []],
        ])["result"].array ?? []
    let fmt = try #require(actions.first { $0["kind"] == "source.format.haptui" })
    let applied = Edits.apply(
      fmt["edit"]["changes"][Samples.uri].array ?? [], to: text, encoding: .utf16)
    #expect(Array(applied.utf8) == formatted)
    let edits =
      session.request(
        "textDocument/formatting",
        [
          "textDocument": ["uri": .string(Samples.uri)],
          "options": ["tabSize": 2, "insertSpaces": true],
        ]
      )["result"].array ?? []
    #expect(Array(Edits.apply(edits, to: text, encoding: .utf16).utf8) == formatted)
    // A formatted document needs no edits.
    session.open(Samples.uri, applied, version: 2)
    #expect(
      session.request("textDocument/formatting", ["textDocument": ["uri": .string(Samples.uri)]])[
        "result"] == [])
  }

  @Test func formattingRefusesBrokenJSONWithAReason() {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, Samples.doubleTap(replacing: "\"track\": [", with: "\"track\": [["))
    let response = session.request(
      "textDocument/formatting", ["textDocument": ["uri": .string(Samples.uri)]])
    #expect(response["error"]["message"].string?.contains("not valid JSON") == true)
  }

  /// The quick fixes over the whole of `text` for the published diagnostics `keep` selects.
  func wholeDocumentActions(_ text: String, sending keep: (JSONValue) -> Bool) -> [JSONValue] {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, text)
    let sent = (session.published[Samples.uri] ?? []).filter(keep)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    return
      (session.request(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": .string(Samples.uri)],
          "range": [
            "start": ["line": 0, "character": 0], "end": ["line": .int(lines), "character": 0],
          ],
          "context": ["diagnostics": .array(sent)],
        ])["result"].array ?? []).filter { $0["kind"] == "quickfix" }
  }

  @Test func onlyTheFixesForTheDiagnosticsSent() {
    let text = Samples.doubleTap(
      replacing:
        "\"intensity\": 0.8, \"sharpness\": 0.5 },\n    { \"at\": 110, \"type\": \"transient\"",
      with: "\"intensty\": 0.8, \"sharpness\": 0.5 },\n    { \"at\": 110, \"type\": \"transent\"")
    #expect(codes(text).contains("HAP002") && codes(text).contains("HAPW10"))
    let actions = wholeDocumentActions(text) { $0["code"] == "HAPW10" }
    #expect(actions.map { $0["title"].string ?? "" } == ["Rename to \"intensity\""])
    #expect(actions.first?["diagnostics"].array?.map(\.["code"]) == ["HAPW10"])
    #expect(wholeDocumentActions(text) { _ in false }.isEmpty)
  }

  @Test func aFixForSeveralDiagnosticsIsOfferedOnce() {
    let text = Samples.doubleTap.replacingOccurrences(
      of: "\"type\": \"transient\"", with: "\"type\": \"continuous\"")
    #expect(codes(text).filter { $0 == "HAP006" }.count == 2)
    let actions = wholeDocumentActions(text) { _ in true }
    let titles = actions.compactMap(\.["title"].string)
    #expect(Set(titles).count == titles.count, "\(titles)")
    let durations = actions.filter { $0["title"].string?.contains("duration") == true }
    #expect(durations.count == 1)
    #expect(durations.first?["diagnostics"].array?.count == 2)
  }

  @Test func theEditIsTheSmallestReplacement() {
    let edit = TextDiff.edit(from: Array("abcdef".utf8), to: Array("abXYef".utf8))
    #expect(edit.range == 2..<4)
    #expect(edit.bytes == Array("XY".utf8))
    // Never inside a UTF-8 sequence: é (C3 A9) and è (C3 A8) share their first byte.
    let accents = TextDiff.edit(from: Array("é".utf8), to: Array("è".utf8))
    #expect(accents.range == 0..<2)
  }
}
