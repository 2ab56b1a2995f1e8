import HapLSP
import HapModel
import HapRender

/// The language server's invariants on one input, read two ways: as the text of a document a
/// client opens and edits, and as the raw byte stream of a client (framed messages or garbage).
///
/// Every request is answered exactly once with a result or an error; every range sent back
/// lies inside the text; the published diagnostics are the checker's; every code action's edit
/// applies; nothing the server does traps.
enum LSPChecks {
  static let uri = "file:///fuzz/fuzz-input.hap.md"

  static func violations(in bytes: [UInt8]) -> [InvariantViolation] {
    var found = asDocument(bytes)
    found += asStream(bytes)
    return found
  }

  /// `bytes` (made valid UTF-8, as a client's text is) opened, edited and asked about.
  static func asDocument(_ bytes: [UInt8]) -> [InvariantViolation] {
    let text = String(decoding: bytes, as: UTF8.self)
    var server = LanguageServer(debounce: 0)
    var found: [InvariantViolation] = []
    var nextID = 1
    func send(_ method: String, _ params: JSONValue, request: Bool) -> [JSONValue] {
      var message: JSONValue = ["jsonrpc": "2.0", "method": .string(method), "params": params]
      let id = nextID
      if request, case .object(var members) = message {
        members["id"] = .int(id)
        message = .object(members)
        nextID += 1
      }
      let sent = server.receive(message.bytes, now: 0).compactMap { effect -> JSONValue? in
        if case .send(let value) = effect { return value }
        return nil
      }
      if request {
        let answers = sent.filter { $0["id"] == .int(id) }
        if answers.count != 1
          || (answers[0]["result"] == .null && answers[0]["error"] == .null
            && method != "shutdown" && method != "textDocument/hover")
        {
          found.append(InvariantViolation("lsp-answer", "\(method) got \(answers.count) answers"))
        }
      }
      return sent
    }
    _ = send("initialize", ["capabilities": [:]], request: true)
    let opened = send(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "version": 1, "text": .string(text)]], request: false)
    let expected = Checker.findings(for: HapDocument(bytes: Array(text.utf8))).count
    let published = opened.first { $0["method"] == "textDocument/publishDiagnostics" }
    if published?["params"]["diagnostics"].array?.count != expected {
      found.append(
        InvariantViolation("lsp-diagnostics", "published differs from the checker's \(expected)"))
    }
    let buffer = TextBuffer(text)
    let lines = buffer.lineStarts.count
    let document: JSONValue = ["uri": .string(uri)]
    for line in Set([0, lines / 3, lines / 2, lines - 1]) {
      let position: JSONValue = ["line": .int(line), "character": .int(line % 7)]
      _ = send(
        "textDocument/completion", ["textDocument": document, "position": position], request: true)
      _ = send(
        "textDocument/hover", ["textDocument": document, "position": position], request: true)
    }
    let whole: JSONValue = [
      "start": ["line": 0, "character": 0], "end": ["line": .int(lines), "character": 0],
    ]
    let actions = send(
      "textDocument/codeAction",
      ["textDocument": document, "range": whole, "context": ["diagnostics": []]], request: true)
    for action in actions.first?["result"].array ?? [] {
      for edit in action["edit"]["changes"][uri].array ?? [] {
        found += outside(edit["range"], buffer, "code action \(action["title"].string ?? "")")
      }
    }
    for method in [
      "textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/formatting",
    ] {
      _ = send(method, ["textDocument": document], request: true)
    }
    // An edit in the middle, then the debounced diagnostics.
    _ = send(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": 2],
        "contentChanges": [
          [
            "range": [
              "start": ["line": .int(lines / 2), "character": 1],
              "end": ["line": .int(lines / 2 + 1), "character": 0],
            ],
            "text": "\"",
          ]
        ],
      ], request: false)
    _ = server.tick(now: 1)
    _ = send("shutdown", .null, request: true)
    return found
  }

  /// A violation when `range` is not inside `buffer`'s lines.
  static func outside(_ range: JSONValue, _ buffer: TextBuffer, _ what: String)
    -> [InvariantViolation]
  {
    let line = range["end"]["line"].int ?? -1
    let start = range["start"]["line"].int ?? -1
    guard start >= 0, line >= start, line < buffer.lineStarts.count else {
      return [InvariantViolation("lsp-range", "\(what): lines \(start)-\(line) outside the text")]
    }
    return []
  }

  /// `bytes` as what a client wrote on the wire.
  static func asStream(_ bytes: [UInt8]) -> [InvariantViolation] {
    var server = LanguageServer(debounce: 0)
    var decoder = FrameDecoder()
    _ = server.receive(
      Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#.utf8), now: 0)
    decoder.feed(bytes)
    var count = 0
    while let item = decoder.next(), count < 1000 {
      count += 1
      if case .message(let body) = item { _ = server.receive(body, now: count) }
    }
    _ = server.tick(now: count + 1)
    return []
  }
}
