import Foundation
import HapLSP
import HapTestSupport
import Testing

/// The real `haptui lsp` driven over pipes by the tests' own client (`PipeClient`).
@Suite(.serialized) struct LspEndToEndTests {
  let binary: String

  init() throws {
    binary = try #require(BuiltBinary.haptui, "build haptui first (swift build)")
  }

  func started() throws -> PipeClient {
    let client = try PipeClient([binary, "lsp", "--debounce", "20"])
    let result = try #require(
      client.request("initialize", ["processId": .null, "capabilities": [:], "rootUri": .null]))
    #expect(result["result"]["capabilities"]["positionEncoding"] == "utf-16")
    client.notify("initialized", [:])
    return client
  }

  func open(_ client: PipeClient, _ uri: String, _ text: String, version: Int = 1) {
    client.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "markdown", "version": .int(version),
          "text": .string(text),
        ]
      ])
  }

  /// `validate --json FILE`'s codes and 1-based lines.
  func validated(_ file: String) throws -> [String] {
    let run = ChildProcess.run([binary, "validate", "--json", file])
    let parsed = try #require(JSONValue.parse(Array(run.stdout.utf8)))
    return (parsed.array?.first?["diagnostics"].array ?? []).map {
      "\($0["code"].string ?? "")@\($0["line"].int ?? 0)"
    }
  }

  func lspCodes(_ diagnostics: [JSONValue]) -> [String] {
    diagnostics.map {
      "\($0["code"].string ?? "")@\(($0["range"]["start"]["line"].int ?? -1) + 1)"
    }
  }

  static let files =
    ((try? FileManager.default.contentsOfDirectory(atPath: Repository.path("Patterns"))) ?? [])
    .filter { $0.hasSuffix(".hap.md") }.sorted().map { "Patterns/" + $0 }
    + ((try? FileManager.default.contentsOfDirectory(atPath: Repository.path("Tests/Fixtures/lsp")))
    ?? []).sorted().map { "Tests/Fixtures/lsp/" + $0 }

  @Test func diagnosticsEqualValidateJSON() throws {
    #expect(Self.files.count >= 24)
    let client = try started()
    for file in Self.files {
      let path = Repository.path(file)
      let uri = DocumentURI.uri(of: path)
      open(client, uri, try String(contentsOfFile: path, encoding: .utf8))
      let published = try #require(client.diagnostics(for: uri), "nothing for \(file)")
      #expect(lspCodes(published) == (try validated(path)), "\(file)")
    }
  }

  /// Applies the first quick fix the server offers, re-validates with `validate`, and goes on
  /// until none is left; each fix must remove a finding of its code.
  func fixAll(_ file: String, client: PipeClient) throws -> String {
    let folder = TemporaryFolder(prefix: "haptui-lsp-fix").keep()
    let path = folder + "/" + (file.split(separator: "/").last.map(String.init) ?? "x")
    var text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
    let uri = DocumentURI.uri(of: path)
    open(client, uri, text)
    var diagnostics = try #require(client.diagnostics(for: uri))
    for version in 2..<30 {
      let response = try #require(
        client.request(
          "textDocument/codeAction",
          [
            "textDocument": ["uri": .string(uri)],
            "range": [
              "start": ["line": 0, "character": 0], "end": ["line": 9999, "character": 0],
            ],
            "context": ["diagnostics": .array(diagnostics)],
          ]))
      guard
        let action = response["result"].array?.first(where: { $0["kind"] == "quickfix" })
      else { break }
      let code = action["diagnostics"].array?.first?["code"].string ?? ""
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let before = try validated(path).filter { $0.hasPrefix(code + "@") }.count
      text = Edits.apply(action["edit"]["changes"][uri].array ?? [], to: text)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let after = try validated(path).filter { $0.hasPrefix(code + "@") }.count
      #expect(after < before, "\(action["title"]) left \(code) in \(file)")
      client.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": .int(version)],
          "contentChanges": [["text": .string(text)]],
        ])
      diagnostics = try #require(client.diagnostics(for: uri))
      #expect(lspCodes(diagnostics) == (try validated(path)))
    }
    return path
  }

  @Test func everyQuickFixAppliesAndRevalidates() throws {
    let client = try started()
    let misspelt = try fixAll("Tests/Fixtures/lsp/misspelt-members.hap.md", client: client)
    #expect(ChildProcess.run([binary, "validate", misspelt]).exitCode == 0)
    let fixed = try validated(misspelt)
    #expect(!fixed.contains { $0.hasPrefix("HAPW10") || $0.hasPrefix("HAP002") })
    let mirrors = try fixAll("Tests/Fixtures/lsp/mirrors.hap.md", client: client)
    let rest = try validated(mirrors)
    #expect(
      !rest.contains { $0.hasPrefix("HAPW01") || $0.hasPrefix("HAP003") || $0.hasPrefix("HAPW07") },
      "\(rest)")
    for path in [misspelt, mirrors] {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
  }

  @Test func completionHoverSymbolsAndFormatting() throws {
    let client = try started()
    let path = Repository.path("Patterns/heartbeat.hap.md")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let uri = DocumentURI.uri(of: path)
    open(client, uri, text)
    _ = client.diagnostics(for: uri)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let curve = try #require(lines.firstIndex { $0.contains("\"curve\": \"") })
    let column = try #require(lines[curve].range(of: "\"curve\": \"")).upperBound
    let character = lines[curve][..<column].utf16.count
    let items = try #require(
      client.request(
        "textDocument/completion",
        [
          "textDocument": ["uri": .string(uri)],
          "position": ["line": .int(curve), "character": .int(character)],
        ]))["result"]["items"].array?.compactMap { $0["label"].string }
    #expect(items?.contains("easeOut") == true && items?.contains("hold") == true)
    let hover = try #require(
      client.request(
        "textDocument/hover",
        [
          "textDocument": ["uri": .string(uri)],
          "position": ["line": .int(curve), "character": .int(character + 1)],
        ]))["result"]["contents"]["value"].string
    #expect(hover?.contains("**curve**") == true)
    #expect(hover?.contains("- iOS (") == true)
    let symbols = try #require(
      client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]))
    #expect((symbols["result"].array?.count ?? 0) >= 2)
    #expect(symbols["result"].array?.first?["name"].string?.hasPrefix("event 1: ") == true)
    let formatting = try #require(
      client.request("textDocument/formatting", ["textDocument": ["uri": .string(uri)]]))
    #expect(formatting["result"] == [])  // the library is already in canonical layout
  }

  @Test func garbageOnTheWireIsSurvived() throws {
    let client = try started()
    client.write(Array("Content-Length: 5\r\n\r\n{{{{{".utf8))
    client.write(Array("X-Nothing: 1\r\n\r\n".utf8))
    client.write((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    client.write(Array("\r\n\r\n".utf8))
    client.write(FrameDecoder.frame(Array("[1, 2, 3]".utf8)))
    client.write(FrameDecoder.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 99}".utf8)))
    let invalid = client.wait { $0["id"] == 99 }
    #expect(invalid?["error"]["code"] == .int(-32600))
    let unknown = try #require(client.request("textDocument/rename", [:]))
    #expect(unknown["error"]["code"] == .int(-32601))
    #expect(client.request("shutdown", .null)?["result"] == .null)
  }

  @Test func aTenMegabyteDocumentAndANonFileURI() throws {
    let client = try started()
    var text = try String(
      contentsOfFile: Repository.path("Patterns/double-tap.hap.md"), encoding: .utf8)
    let paragraph = String(repeating: "Prose that goes on and on about taps. ", count: 26) + "\n\n"
    text = text.replacingOccurrences(
      of: "## The track\n",
      with: "## The track\n\n"
        + String(repeating: paragraph, count: 10_485_760 / paragraph.utf8.count))
    #expect(text.utf8.count > 10_000_000)
    open(client, "untitled:big", text)
    let published = try #require(client.diagnostics(for: "untitled:big", timeout: 120))
    #expect(lspCodes(published).allSatisfy { $0.hasPrefix("HAPW03") })
    let symbols = try #require(
      client.request(
        "textDocument/documentSymbol", ["textDocument": ["uri": "untitled:big"]], timeout: 120))
    #expect(symbols["result"].array?.count == 2)
    open(client, "untitled:broken", "---\nid: x\n---\n\n```haptic\n{ \"haptic\": 1\n```\n")
    let broken = try #require(client.diagnostics(for: "untitled:broken"))
    #expect(broken.contains { $0["code"] == "HAP007" })
  }

  @Test func lifecycleErrorsShutdownAndExit() throws {
    let client = try PipeClient([binary, "lsp"])
    let early = try #require(client.request("textDocument/hover", [:]))
    #expect(early["error"]["code"] == .int(-32002))
    _ = client.request("initialize", ["capabilities": [:]])
    #expect(client.request("shutdown", .null)?["result"] == .null)
    let late = try #require(client.request("textDocument/hover", [:]))
    #expect(late["error"]["code"] == .int(-32600))
    client.notify("exit", .null)
    #expect(client.exitStatus() == 0)
  }

  @Test func exitWithoutShutdownAndAClosedStream() throws {
    let client = try PipeClient([binary, "lsp"])
    _ = client.request("initialize", ["capabilities": [:]])
    client.notify("exit", .null)
    #expect(client.exitStatus() == 1)
  }

  @Test func playReportsWhatHaptuiPlaySaid() throws {
    let client = try started()
    let path = Repository.path("Patterns/double-tap.hap.md")
    let uri = DocumentURI.uri(of: path)
    open(client, uri, try String(contentsOfFile: path, encoding: .utf8))
    _ = client.diagnostics(for: uri)
    client.notify(
      "workspace/didChangeConfiguration",
      ["settings": ["haptui": ["auditionTarget": "evdev:/nonexistent/event0"]]])
    let reply = try #require(
      client.request(
        "workspace/executeCommand", ["command": "haptui.play", "arguments": [.string(uri)]]))
    #expect(reply["result"]["target"] == "evdev:/nonexistent/event0")
    let shown = try #require(client.wait { $0["method"] == "window/showMessage" })
    let message = shown["params"]["message"].string ?? ""
    #expect(message.contains("could not play double-tap.hap.md"), "\(message)")
    #expect(message.contains("/nonexistent/event0"), "\(message)")
  }
}

/// Applying a server's TextEdits (UTF-16 positions) to a text.
enum Edits {
  static func apply(_ edits: [JSONValue], to text: String) -> String {
    var buffer = TextBuffer(text)
    let ranges = edits.map { edit -> (Range<Int>, String) in
      let offset = { (position: JSONValue) in
        buffer.offset(
          line: position["line"].int ?? 0, character: position["character"].int ?? 0,
          encoding: .utf16)
      }
      return (
        offset(edit["range"]["start"])..<offset(edit["range"]["end"]), edit["newText"].string ?? ""
      )
    }
    for (range, newText) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      buffer.replace(range, with: Array(newText.utf8))
    }
    return String(decoding: buffer.bytes, as: UTF8.self)
  }
}
