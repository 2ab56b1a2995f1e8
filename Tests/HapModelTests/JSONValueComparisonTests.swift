import Testing

@testable import HapModel

/// Two JSON texts hold the same value when only member order, spacing and number spelling
/// differ (what `fmt` checks before it rewrites a block).
@Suite struct JSONValueComparisonTests {
  static func same(_ left: String, _ right: String) throws -> Bool {
    JSONValueComparison.sameValue(try JSONParser.parse(left), try JSONParser.parse(right))
  }

  @Test(arguments: [
    (#"{"a": 1, "b": [1, 2]}"#, #"{"b": [1.0, 2e0], "a": 10e-1}"#),
    (#"{"a": 1, "a": 2, "b": 3}"#, #"{"b": 3, "a": 1, "a": 2}"#),
    (#"{"é": {"x": null}, "e": true}"#, #"{"e": true, "é": {"x": null}}"#),
    (
      #"[{"at": 0, "type": "transient"}]"#,
      "[\n  {\n    \"at\": 0,\n    \"type\": \"transient\"\n  }\n]"
    ),
  ])
  func theSameValue(texts: (String, String)) throws {
    #expect(try Self.same(texts.0, texts.1))
  }

  @Test(arguments: [
    // Duplicates paired in order: the first `a` with the first.
    (#"{"a": 1, "a": 2}"#, #"{"a": 2, "a": 1}"#),
    (#"{"a": 1, "a": 1}"#, #"{"a": 1}"#),
    (#"{"a": 1, "b": 2}"#, #"{"a": 1, "c": 2}"#),
    // "é" as one code point and as "e" with a combining accent: equal to Swift, not to JSON.
    ("{\"\u{E9}\": 1}", "{\"e\u{301}\": 1}"),
    (#"[1, 2]"#, #"[2, 1]"#),
    (#"{"a": [1]}"#, #"{"a": [1, 1]}"#),
    (#"{"a": "1"}"#, #"{"a": 1}"#),
  ])
  func differentValues(texts: (String, String)) throws {
    #expect(try !Self.same(texts.0, texts.1))
  }
}
