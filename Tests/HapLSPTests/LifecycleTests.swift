import Testing

@testable import HapLSP

@Suite struct LifecycleTests {
  @Test func requestsBeforeInitializeGetServerNotInitialized() {
    var session = ServerSession()
    let response = session.request("textDocument/hover", [:])
    #expect(response["error"]["code"] == .int(-32002))
    session.open(Samples.uri, Samples.doubleTap)
    #expect(session.published.isEmpty)  // notifications before initialize are dropped
  }

  @Test func initializeAnswersTheCapabilities() {
    var session = ServerSession()
    let result = session.initialize()["result"]["capabilities"]
    #expect(result["positionEncoding"] == "utf-16")
    #expect(result["textDocumentSync"]["change"] == 2)
    #expect(result["executeCommandProvider"]["commands"] == ["haptui.play"])
    #expect(result["hoverProvider"] == true)
  }

  @Test func aSecondInitializeIsAnInvalidRequest() {
    var session = ServerSession()
    session.initialize(encodings: ["utf-8"])
    let again = session.initialize(encodings: ["utf-16"])
    #expect(again["error"]["code"] == .int(-32600))
    #expect(again["result"] == .null)
    #expect(session.server.encoding == .utf8)  // the first negotiation stands
  }

  @Test func hoverAndCompletionOnAnUnopenedDocumentAreNull() {
    var session = ServerSession()
    session.initialize()
    let params: JSONValue = [
      "textDocument": ["uri": "file:///tmp/never-opened.hap.md"],
      "position": ["line": 3, "character": 4],
    ]
    for method in ["textDocument/hover", "textDocument/completion"] {
      let response = session.request(method, params)
      #expect(response["error"] == .null, "\(method): \(response)")
      guard case .object(let members) = response else {
        Issue.record("\(method) was not answered")
        continue
      }
      #expect(members["result"] == .null, "\(method): \(response)")  // present, and null
    }
  }

  @Test func utf8IsUsedWhenTheClientOffersIt() {
    var session = ServerSession()
    #expect(
      session.initialize(encodings: ["utf-8", "utf-16"])["result"]["capabilities"][
        "positionEncoding"] == "utf-8")
    #expect(session.server.encoding == .utf8)
  }

  @Test func unknownMethodsGetMethodNotFound() {
    var session = ServerSession()
    session.initialize()
    #expect(session.request("textDocument/rename", [:])["error"]["code"] == .int(-32601))
    // An unknown notification is answered with nothing.
    #expect(session.raw(Array(#"{"jsonrpc":"2.0","method":"$/whatever"}"#.utf8)).isEmpty)
  }

  @Test func badMessagesAreIgnored() {
    var session = ServerSession()
    session.initialize()
    for body in ["", "{", "[1,2]", "null", "\"text\"", "{\"id\": {}}", "\u{0}\u{1}"] {
      #expect(session.raw(Array(body.utf8)).isEmpty, "answered \(body.debugDescription)")
    }
    #expect(
      session.raw(Array(#"{"jsonrpc":"2.0","id":7}"#.utf8)).first?["error"]["code"] == .int(-32600))
    #expect(session.request("shutdown", .null)["result"] == .null)
  }

  @Test func afterShutdownRequestsAreInvalidAndExitIsClean() {
    var session = ServerSession()
    session.initialize()
    #expect(session.request("shutdown", .null)["error"] == .null)
    #expect(session.request("textDocument/hover", [:])["error"]["code"] == .int(-32600))
    session.notify("exit", .null)
    #expect(session.server.state == .exited(0))
  }

  @Test func exitWithoutShutdownIsStatusOne() {
    var session = ServerSession()
    session.initialize()
    session.notify("exit", .null)
    #expect(session.server.state == .exited(1))
  }

  @Test func settingsChooseTheAuditionTarget() {
    var session = ServerSession()
    session.initialize(options: ["auditionTarget": "evdev:/dev/input/event7"])
    #expect(session.server.auditionTarget == "evdev:/dev/input/event7")
    session.notify(
      "workspace/didChangeConfiguration", ["settings": ["haptui": ["auditionTarget": "android"]]])
    #expect(session.server.auditionTarget == "android")
  }
}
