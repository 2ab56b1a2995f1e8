import Testing

@testable import HapLSP

@Suite struct CompletionHoverTests {
  /// The text with `|` marking the cursor, opened; the cursor's LSP position.
  func open(_ marked: String, _ session: inout ServerSession) -> JSONValue {
    let cursor = marked.range(of: "|")!
    let before = marked[..<cursor.lowerBound]
    let line = before.count { $0 == "\n" }
    let column = before.split(separator: "\n", omittingEmptySubsequences: false).last!.utf16.count
    session.open(Samples.uri, marked.replacingCharacters(in: cursor, with: ""))
    return ["line": .int(line), "character": .int(column)]
  }

  func labels(_ marked: String) -> [String] {
    var session = ServerSession()
    session.initialize()
    let position = open(marked, &session)
    let result = session.request(
      "textDocument/completion",
      ["textDocument": ["uri": .string(Samples.uri)], "position": position])
    return result["result"]["items"].array?.compactMap { $0["label"].string } ?? []
  }

  @Test func completesEventMembersInHalfTypedJSON() {
    let marked = Samples.doubleTap(
      replacing: "{ \"at\": 110,", with: "{ \"at\": 110, \"sha|\n    { \"at\": 111,")
    #expect(labels(marked) == ["sharpness"])
  }

  @Test func completesPatternMembersAtTheTop() {
    let names = labels(
      Samples.doubleTap(replacing: "\"id\": \"double-tap\",", with: "\"id\": \"double-tap\", \"|"))
    #expect(names == ["haptic", "id", "intent", "track", "requiredCapability", "fallbacks"])
  }

  @Test func completesTokensForTheMemberBeingTyped() {
    #expect(
      labels(
        Samples.doubleTap(
          replacing: "\"id\": \"double-tap\",",
          with: "\"id\": \"double-tap\", \"intent\": \"impact.|"))
        == ["impact.heavy", "impact.light", "impact.medium", "impact.rigid", "impact.soft"])
    #expect(
      labels(Samples.doubleTap(replacing: "\"type\": \"transient\"", with: "\"type\": \"|"))
        == ["continuous", "transient"])
    #expect(
      labels(
        Samples.doubleTap(
          replacing: "\"type\": \"transient\"", with: "\"type\": \"continuous\", \"curve\": \"ease|"
        ))
        == ["easeIn", "easeOut"])
    #expect(
      labels(
        Samples.doubleTap(
          replacing: "\"type\": \"transient\"",
          with: "\"type\": \"transient\", \"primitive\": \"PRIMITIVE_T|"))
        == ["PRIMITIVE_THUD", "PRIMITIVE_TICK"])
    #expect(
      labels(
        Samples.doubleTap(replacing: "[35, 75, 35] }", with: "[35, 75, 35], \"reduced\": \"sel|"))
        == ["selection"])
  }

  @Test func completesFrontmatterMirrors() {
    #expect(
      labels(Samples.doubleTap(replacing: "intent: null", with: "intent: notification.|")) == [
        "notification.error", "notification.success", "notification.warning",
      ])
  }

  @Test func offersNothingInProse() {
    #expect(labels(Samples.doubleTap(replacing: "# Double tap", with: "# Double| tap")).isEmpty)
  }

  @Test func itemsCarryTheSpecsWords() {
    var session = ServerSession()
    session.initialize()
    let position = open(
      Samples.doubleTap(replacing: "\"type\": \"transient\"", with: "\"type\": \"|"), &session)
    let items = session.request(
      "textDocument/completion",
      ["textDocument": ["uri": .string(Samples.uri)], "position": position])["result"]["items"]
    #expect(items.array?.first?["documentation"]["value"].string?.contains("vibration") == true)
  }

  func hover(_ marked: String) -> String {
    var session = ServerSession()
    session.initialize()
    let position = open(marked, &session)
    return session.request(
      "textDocument/hover", ["textDocument": ["uri": .string(Samples.uri)], "position": position])[
        "result"]["contents"]["value"].string ?? ""
  }

  @Test func hoverExplainsTheEventOnEveryPlatform() {
    let text = hover(
      Samples.doubleTap(replacing: "{ \"at\": 110, \"type\"", with: "{ \"at\": 110, \"ty|pe\""))
    #expect(text.contains("**type**"))
    #expect(text.contains("**Event 2**: transient at 110 ms"))
    for platform in ["iOS", "Android", "web"] {
      #expect(text.contains("- \(platform)"), "no \(platform) line in \(text)")
    }
    #expect(text.contains("intensity kept"))
  }

  @Test func hoverSaysWhatAValueMeans() {
    let text = hover(
      Samples.doubleTap(replacing: "\"intensity\": 0.8", with: "\"intensity\": 0.|8"))
    #expect(text.contains("80% of full strength"))
  }

  @Test func hoverIsEmptyOutsideTheBlock() {
    var session = ServerSession()
    session.initialize()
    let position = open(
      Samples.doubleTap(replacing: "# Double tap", with: "# Dou|ble tap"), &session)
    #expect(
      session.request(
        "textDocument/hover",
        ["textDocument": ["uri": .string(Samples.uri)], "position": position])["result"] == .null)
  }
}

@Suite struct RepeatedHoverTests {
  @Test func aSecondHoverIsAnsweredFromTheCache() {
    var session = ServerSession()
    session.initialize()
    session.open(Samples.uri, Samples.doubleTap)
    let line = Samples.doubleTap.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("\"at\": 110") }!
    let params: JSONValue = [
      "textDocument": ["uri": .string(Samples.uri)],
      "position": ["line": .int(line), "character": 45],
    ]
    let first = session.request("textDocument/hover", params)
    let second = session.request("textDocument/hover", params)
    #expect(first["result"]["contents"]["value"].string?.contains("Event 2") == true)
    #expect(second == JSONValue.object(first.objectWithID(second["id"])))
  }
}

extension JSONValue {
  /// The object's members with `id` replaced.
  fileprivate func objectWithID(_ id: JSONValue) -> [String: JSONValue] {
    guard case .object(var members) = self else { return [:] }
    members["id"] = id
    return members
  }
}
