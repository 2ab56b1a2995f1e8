import Foundation
import HapLSP

/// A language server driven in-process the way a client drives it: ids, a clock, the last
/// diagnostics published per URI.
struct ServerSession {
  var server = LanguageServer(debounce: 100, documentation: ServerSession.manual)
  /// Where the session says docs/cli.md is.
  static let manual = "file:///usr/share/doc/haptui/cli.md"
  var now = 0
  var nextID = 1
  var published: [String: [JSONValue]] = [:]
  var played: [AuditionRequest] = []
  /// The hover work the server asked the shell to run, in order.
  var preparing: [HoverWork] = []
  var shown: [JSONValue] = []

  /// Sends `initialize` (offering `encodings`) and `initialized`; returns the result.
  @discardableResult
  mutating func initialize(encodings: [String] = [], options: JSONValue = .null) -> JSONValue {
    let result = request(
      "initialize",
      [
        "capabilities": ["general": ["positionEncodings": .array(encodings.map { .string($0) })]],
        "initializationOptions": options,
      ])
    notify("initialized", [:])
    return result
  }

  /// Sends a request and returns its whole response.
  mutating func request(_ method: String, _ params: JSONValue) -> JSONValue {
    let id = nextID
    nextID += 1
    let message: JSONValue = [
      "jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params,
    ]
    let responses = take(server.receive(message.bytes, now: now))
    return responses.first { $0["id"] == .int(id) } ?? .null
  }

  mutating func notify(_ method: String, _ params: JSONValue) {
    let message: JSONValue = ["jsonrpc": "2.0", "method": .string(method), "params": params]
    _ = take(server.receive(message.bytes, now: now))
  }

  /// Sends raw bytes as one message body; returns what came back.
  mutating func raw(_ body: [UInt8]) -> [JSONValue] {
    take(server.receive(body, now: now))
  }

  /// Lets `milliseconds` pass and publishes what is due.
  mutating func wait(_ milliseconds: Int) {
    now += milliseconds
    _ = take(server.tick(now: now))
  }

  mutating func open(_ uri: String, _ text: String, version: Int = 1) {
    notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "markdown", "version": .int(version),
          "text": .string(text),
        ]
      ])
  }

  /// Keeps publishDiagnostics and plays; returns the other messages.
  private mutating func take(_ effects: [ServerEffect]) -> [JSONValue] {
    var messages: [JSONValue] = []
    for effect in effects {
      switch effect {
      case .send(let message):
        if message["method"].string == "textDocument/publishDiagnostics" {
          published[message["params"]["uri"].string ?? ""] =
            message["params"]["diagnostics"].array ?? []
        } else {
          messages.append(message)
        }
      case .play(let request): played.append(request)
      case .prepareHover(let work): preparing.append(work)
      case .log: break
      }
    }
    return messages
  }
}

/// Applying a client's TextEdits to a text, as an editor does.
enum Edits {
  static func apply(_ edits: [JSONValue], to text: String, encoding: PositionEncoding) -> String {
    var buffer = TextBuffer(text)
    let ranges = edits.map { edit -> (Range<Int>, String) in
      let start = offset(edit["range"]["start"], buffer, encoding)
      let end = offset(edit["range"]["end"], buffer, encoding)
      return (start..<end, edit["newText"].string ?? "")
    }
    for (range, newText) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      buffer.replace(range, with: Array(newText.utf8))
    }
    return String(decoding: buffer.bytes, as: UTF8.self)
  }

  static func offset(_ position: JSONValue, _ buffer: TextBuffer, _ encoding: PositionEncoding)
    -> Int
  {
    buffer.offset(
      line: position["line"].int ?? 0, character: position["character"].int ?? 0,
      encoding: encoding)
  }
}
