import Testing

@testable import HapLSP

@Suite struct OutlineAndPlayTests {
  @Test func oneSymbolPerEvent() {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, Samples.doubleTap)
    let symbols =
      session.request(
        "textDocument/documentSymbol", ["textDocument": ["uri": .string(Samples.uri)]])[
        "result"
      ].array ?? []
    #expect(
      symbols.map { $0["name"] } == ["event 1: transient at 0 ms", "event 2: transient at 110 ms"])
    let line = Samples.doubleTap.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("\"at\": 110") }
    #expect(symbols.last?["range"]["start"]["line"].int == line)
  }

  @Test func foldsTheFrontmatterTheBlockAndTheTrack() {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, Samples.doubleTap)
    let folds =
      session.request("textDocument/foldingRange", ["textDocument": ["uri": .string(Samples.uri)]])[
        "result"
      ].array ?? []
    let lines = Samples.doubleTap.split(separator: "\n", omittingEmptySubsequences: false)
    let fence = lines.firstIndex { $0 == "```haptic" }!
    let track = lines.firstIndex { $0.contains("\"track\"") }!
    #expect(folds.contains { $0["startLine"] == 0 && $0["endLine"] == 11 })
    #expect(folds.contains { $0["startLine"].int == fence && $0["endLine"].int == fence + 10 })
    #expect(folds.contains { $0["startLine"].int == track && $0["endLine"].int == track + 3 })
  }

  @Test func playSendsThePatternOrTheEventToTheTarget() {
    var session = ServerSession()
    session.initialize(options: ["auditionTarget": "evdev:/dev/input/event9"])
    session.open(Samples.uri, Samples.doubleTap)
    let whole = session.request(
      "workspace/executeCommand", ["command": "haptui.play", "arguments": [.string(Samples.uri)]])
    #expect(whole["result"]["title"] == "double-tap.hap.md")
    #expect(session.played.first?.document == Array(Samples.doubleTap.utf8))
    #expect(session.played.first?.target == "evdev:/dev/input/event9")
    let line = Samples.doubleTap.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("\"at\": 110") }!
    let one = session.request(
      "workspace/executeCommand",
      [
        "command": "haptui.play",
        "arguments": [.string(Samples.uri), ["line": .int(line), "character": 8]],
      ])
    #expect(one["result"]["title"] == "event 2 of double-tap.hap.md")
    let played = String(decoding: session.played.last?.document ?? [], as: UTF8.self)
    #expect(played.contains("\"at\": 0"))
    #expect(!played.contains("\"at\": 110"))
  }

  @Test func playRefusesABrokenPatternAndUnknownCommands() {
    var session = ServerSession()
    session.initialize()
    session.open(
      Samples.uri,
      Samples.doubleTap(replacing: "\"type\": \"transient\"", with: "\"type\": \"transent\""))
    let response = session.request(
      "workspace/executeCommand", ["command": "haptui.play", "arguments": [.string(Samples.uri)]])
    #expect(response["error"]["message"].string?.contains("not conformant") == true)
    #expect(session.played.count == 0)
    #expect(
      session.request("workspace/executeCommand", ["command": "haptui.nope"])["error"]["code"]
        == .int(-32602))
  }
}
