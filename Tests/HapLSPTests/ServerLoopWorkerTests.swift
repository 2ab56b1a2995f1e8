import Foundation
import Testing

@testable import HapLSP

/// The loop runs hover's rendition work on its worker and hands the result to the server.
@Suite struct ServerLoopWorkerTests {
  /// A client that sends its messages, then waits (timeouts) for a while, then exits.
  struct ScriptedClient: MessageTransport {
    var messages: [[UInt8]]
    var waits: Int
    var written: [[UInt8]] = []

    mutating func read(timeout: Int) -> TransportRead {
      if !messages.isEmpty { return .bytes(FrameDecoder.frame(messages.removeFirst())) }
      if waits > 0 {
        waits -= 1
        Thread.sleep(forTimeInterval: Double(min(timeout, 50)) / 1000)
        return .timeout
      }
      return .closed
    }

    mutating func write(_ bytes: [UInt8]) { written.append(bytes) }
    mutating func log(_ line: String) {}
  }

  struct SilentAuditioner: Auditioner {
    func play(_ request: AuditionRequest, done: @escaping @Sendable (AuditionOutcome) -> Void) {}
  }

  static func message(_ method: String, id: Int? = nil, _ params: JSONValue) -> [UInt8] {
    var members: [String: JSONValue] = [
      "jsonrpc": "2.0", "method": .string(method), "params": params,
    ]
    if let id { members["id"] = .int(id) }
    return JSONValue.object(members).bytes
  }

  @Test func theRenditionsMadeOnTheWorkerReachTheDocument() {
    var server = LanguageServer(debounce: 100)
    var client = ScriptedClient(
      messages: [
        Self.message("initialize", id: 1, ["capabilities": [:]]),
        Self.message("initialized", [:]),
        Self.message(
          "textDocument/didOpen",
          [
            "textDocument": [
              "uri": .string(Samples.uri), "languageId": "markdown", "version": 1,
              "text": .string(Samples.doubleTap),
            ]
          ]),
      ], waits: 40)
    _ = ServerLoop.run(&server, transport: &client, auditioner: SilentAuditioner()) { 0 }
    // No hover was asked for: only the worker can have made them.
    #expect(server.documents[Samples.uri]?.hoverCache.hasLines == true)
  }
}
