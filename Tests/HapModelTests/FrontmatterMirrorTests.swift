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
