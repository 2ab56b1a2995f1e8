import HapModel
import Testing

/// After an edit, only the frontmatter lines mirroring a changed member change.
@Suite struct FrontmatterMirrorTests {
  static let text = """
    ---
    # comment kept
    id: "tap"
    intent: null
    requiredCapability: amplitude   # trailing comment kept
    tags: [a, b]
    ---
    ```haptic
    {"haptic": "0.1", "id": "tap", "requiredCapability": "amplitude", "track": [{"at": 0, "type": "transient"}]}
    ```

    """

  func edited(_ change: (inout HapticPattern) -> Void) throws -> [Substring] {
    let document = HapDocument(bytes: Array(Self.text.utf8))
    var pattern = try #require(document.pattern)
    change(&pattern)
    let output = String(decoding: document.serialized(with: pattern), as: UTF8.self)
    return output.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func idChangeKeepsTheQuotes() throws {
    let lines = try edited { $0.id = "double-tap" }
    #expect(lines[2] == "id: \"double-tap\"")
    #expect(lines[0...1] == ["---", "# comment kept"])
    #expect(
      lines[3...6] == [
        "intent: null", "requiredCapability: amplitude   # trailing comment kept", "tags: [a, b]",
        "---",
      ])
  }

  @Test func intentReplacesNullAndRemovalWritesNull() throws {
    let added = try edited { $0.intent = "impact.light" }
    #expect(added[3] == "intent: impact.light")
    let removed = try edited { $0.requiredCapability = nil }
    #expect(removed[4] == "requiredCapability: null   # trailing comment kept")
    let reread = HapDocument(bytes: Array(removed.joined(separator: "\n").utf8))
    #expect(reread.warnings.filter { $0.code == "HAPW01" }.isEmpty)
  }

  @Test func emptyValueGetsTheToken() throws {
    let text = Self.text.replacingOccurrences(of: "intent: null", with: "intent:")
    let document = HapDocument(bytes: Array(text.utf8))
    var pattern = try #require(document.pattern)
    pattern.intent = "selection"
    let output = String(decoding: document.serialized(with: pattern), as: UTF8.self)
    #expect(output.contains("\nintent: selection\n"))
  }

  @Test func unsafePlainValuesAreQuoted() {
    #expect(FrontmatterMirrorProbe.scalar("impact.light") == "impact.light")
    #expect(FrontmatterMirrorProbe.scalar("yes: no") == "\"yes: no\"")
    #expect(FrontmatterMirrorProbe.scalar("true") == "\"true\"")
  }

  /// libyaml skips a byte order mark that opens the frontmatter without counting it, so
  /// positions after it and the mirror edit must not be three bytes early (found by the fuzzer).
  @Test func aByteOrderMarkOpeningTheFrontmatterKeepsPositionsAndEdits() throws {
    let text =
      "---\n\u{FEFF}id: tap\n---\n```haptic\n"
      + #"{"haptic": "0.1", "id": "tip", "track": [{"at": 0, "type": "transient"}]}"#
      + "\n```\n"
    let document = HapDocument(bytes: Array(text.utf8))
    let mismatch = try #require(document.diagnostics.first { $0.code == "HAP003" && $0.line == 2 })
    // The BOM is column 1, `id` columns 2-3, the value `tap` starts at column 6.
    #expect(mismatch.column == 6)
    var pattern = try #require(document.pattern)
    pattern.id = "double-tap"
    let output = String(decoding: document.serialized(with: pattern), as: UTF8.self)
    #expect(output.hasPrefix("---\n\u{FEFF}id: double-tap\n---\n"))
  }
}

/// Issue 11 item 13: saves keep every mirror true, adding a missing `intent:` or
/// `requiredCapability:` line, and validate warns when a mirror is missing.
@Suite struct MissingMirrorTests {
  static let text = """
    ---
    id: my-tap
    title: My Tap
    spec: "0.1"
    category: feedback
    tags: []
    ---

    Prose.

    ```haptic
    {"haptic": "0.1", "id": "my-tap", "track": [{"at": 0, "type": "transient"}], "fallbacks": {"web": [30]}}
    ```

    """

  func saved(_ text: String = Self.text, _ change: (inout HapticPattern) -> Void) throws
    -> HapDocument
  {
    let document = HapDocument(bytes: Array(text.utf8))
    var pattern = try #require(document.pattern)
    change(&pattern)
    return HapDocument(bytes: document.serialized(with: pattern))
  }

  @Test func anIntentSetOnAPatternWithoutOneAddsTheLineAfterCategory() throws {
    let after = try saved { $0.intent = "impact.light" }
    let lines = String(decoding: after.bytes, as: UTF8.self).split(separator: "\n")
    #expect(lines[4...6] == ["category: feedback", "intent: impact.light", "tags: []"])
    #expect(after.frontmatter?.intent == "impact.light")
    #expect(after.warnings.isEmpty, "\(after.warnings)")
  }

  @Test func aRequiredCapabilityGoesAfterTheIntentItFollows() throws {
    let after = try saved {
      $0.intent = "selection"
      $0.requiredCapability = "amplitude"
    }
    #expect(after.frontmatter?.intent == "selection")
    #expect(after.frontmatter?.requiredCapability == "amplitude")
    let keys = after.frontmatter?.entries.map(\.key)
    #expect(keys == ["id", "title", "spec", "category", "intent", "requiredCapability", "tags"])
    #expect(after.warnings.isEmpty, "\(after.warnings)")
  }

  @Test func aMirrorThatAlreadyDisagreedIsMadeTrueByTheNextSave() throws {
    let wrong = Self.text.replacingOccurrences(
      of: "category: feedback\n", with: "category: feedback\nintent: impact.heavy\n"
    ).replacingOccurrences(
      of: #""id": "my-tap","#, with: #""id": "my-tap", "intent": "selection","#)
    #expect(HapDocument(bytes: Array(wrong.utf8)).warnings.map(\.code) == ["HAPW01"])
    let after = try saved(wrong) { $0.track?[0].intensity = 0.5 }
    #expect(after.frontmatter?.intent == "selection")
    #expect(after.warnings.isEmpty, "\(after.warnings)")
  }

  @Test func aFrontmatterThatCannotTakeTheLineIsLeftAloneAndWarned() throws {
    let flow = """
      ---
      {id: my-tap, title: My Tap}
      ---
      ```haptic
      {"haptic": "0.1", "id": "my-tap", "track": [{"at": 0, "type": "transient"}], "fallbacks": {"web": [30]}}
      ```

      """
    let after = try saved(flow) { $0.intent = "selection" }
    #expect(after.pattern?.intent == "selection")
    #expect(after.frontmatter?.entries.map(\.key) == ["id", "title"])
    #expect(after.warnings.map(\.code) == ["HAPW01"])
  }

  @Test func validateWarnsWhenTheBlockHasAMemberTheFrontmatterDoesNotMirror() throws {
    let missing = Self.text.replacingOccurrences(
      of: #""id": "my-tap","#, with: #""id": "my-tap", "intent": "selection","#)
    let warnings = HapDocument(bytes: Array(missing.utf8)).warnings
    #expect(warnings.map { "\($0.line):\($0.column) \($0.code)" } == ["1:1 HAPW01"])
    #expect(warnings.first?.message.contains("add `intent: selection`") == true)
  }
}

/// Reaches the scalar writer through a round trip, since it is internal.
enum FrontmatterMirrorProbe {
  static func scalar(_ value: String) -> String {
    let text =
      "---\nid: t\nintent: x\n---\n```haptic\n{\"haptic\": \"0.1\", \"id\": \"t\", \"intent\": \"x\"}\n```\n"
    let document = HapDocument(bytes: Array(text.utf8))
    guard var pattern = document.pattern else { return "" }
    pattern.intent = value
    let output = String(decoding: document.serialized(with: pattern), as: UTF8.self)
    let line = output.split(separator: "\n")[2]
    return String(line.dropFirst("intent: ".count))
  }
}
