import Foundation
import HapModel
import HapTestSupport
import Testing

@Suite struct FormattingTests {
  @Test(arguments: ["double-tap.hap.md", "future-grammar.hap.md", "crlf-bom.hap.md"])
  func formattingIsIdempotentAndKeepsTheContent(name: String) throws {
    let document = Fixture.document(name)
    let once = try #require(document.formatted())
    let formatted = HapDocument(bytes: once, path: name)
    let twice = try #require(formatted.formatted())
    #expect(once == twice)
    #expect(
      formatted.pattern.map(PatternEncoder.canonicalText)
        == document.pattern.map(PatternEncoder.canonicalText))
    #expect(formatted.diagnostics.map(\.code) == document.diagnostics.map(\.code))
  }

  @Test func canonicalLayout() throws {
    let text = """
      ---
      id: t
      ---
      ```haptic
      {"fallbacks":{"reduced":"selection","web":[30,40,30]},"track":[{"type":"continuous",
      "duration":120,"at":0,"curve":"easeIn","intensity":0.50,"sharpness":1.0}],"id":"t",
      "haptic":"0.1","x-note":"kept"}
      ```

      """
    let document = HapDocument(bytes: Array(text.utf8))
    let output = String(decoding: try #require(document.formatted()), as: UTF8.self)
    #expect(
      output == """
        ---
        id: t
        ---
        ```haptic
        {
          "haptic": "0.1",
          "id": "t",
          "track": [
            {
              "at": 0,
              "type": "continuous",
              "intensity": 0.5,
              "sharpness": 1,
              "duration": 120,
              "curve": "easeIn"
            }
          ],
          "fallbacks": { "web": [30, 40, 30], "reduced": "selection" },
          "x-note": "kept"
        }
        ```

        """)
  }

  @Test func refusesWhatWouldChangeTheContent() {
    let duplicate = HapDocument(
      bytes: Array(
        "---\nid: t\n---\n```haptic\n{\"haptic\": \"0.1\", \"id\": \"t\", \"id\": \"u\"}\n```\n"
          .utf8))
    #expect(duplicate.formatted() == nil)
    #expect(duplicate.formatRefusal?.contains("repeated member name") == true)
    let broken = HapDocument(bytes: Array("---\nid: t\n---\n```haptic\n{\n```\n".utf8))
    #expect(broken.formatted() == nil)
    #expect(broken.formatRefusal?.contains("not valid JSON") == true)
    let none = HapDocument(bytes: Array("---\nid: t\n---\n".utf8))
    #expect(none.formatRefusal == "the file has no haptic block")
  }

  @Test func numbersAreWrittenShortAndWithoutExponent() {
    #expect(JSONWriter.number(1) == "1")
    #expect(JSONWriter.number(0.35) == "0.35")
    #expect(JSONWriter.number(1.5e-05) == "0.000015")
    #expect(JSONWriter.number(-2.5e-7) == "-0.00000025")
    #expect(JSONWriter.number(1e21) == "1000000000000000000000")
    #expect(Double(JSONWriter.number(0.1 + 0.2)) == 0.1 + 0.2)
  }

  @Test func illTypedKnownMembersAreKeptUntilReplaced() throws {
    let text =
      "---\nid: t\n---\n```haptic\n{\"haptic\": \"0.1\", \"id\": \"t\", \"track\": [{\"at\": \"soon\", \"type\": \"buzz\", \"intensity\": \"high\"}]}\n```\n"
    let document = HapDocument(bytes: Array(text.utf8))
    var pattern = try #require(document.pattern)
    #expect(pattern.events[0].intensity == nil)
    let canonical = PatternEncoder.canonicalText(of: pattern)
    #expect(canonical.contains("{ \"at\": \"soon\", \"type\": \"buzz\", \"intensity\": \"high\" }"))
    pattern.track?[0].intensity = 0.5
    pattern.track?[0].at = 10
    let edited = PatternEncoder.canonicalText(of: pattern)
    #expect(edited.contains("{ \"at\": 10, \"type\": \"buzz\", \"intensity\": 0.5 }"))
  }
}

/// `formatting()` is `formatted()` and `formatRefusal` worked out together.
@Suite struct FormattingOnceTests {
  @Test func formattingAgreesWithFormattedAndRefusal() throws {
    let fixtures = Repository.path("Tests/HapModelTests/Fixtures")
    let library = Repository.path("Patterns")
    var documents: [HapDocument] = []
    for folder in [fixtures, library] {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
        documents.append(HapDocument.read(path: folder + "/" + name))
      }
    }
    documents.append(HapDocument(bytes: Array("---\nid: x\n---\n```haptic\n{]\n```\n".utf8)))
    documents.append(HapDocument(bytes: Array("no block".utf8)))
    #expect(documents.count > 20)
    var refused = 0
    for document in documents {
      let formatting = document.formatting()
      #expect(formatting.bytes == document.formatted(), "\(document.displayName)")
      #expect(formatting.refusal == document.formatRefusal, "\(document.displayName)")
      #expect((formatting.bytes == nil) != (formatting.refusal == nil))
      if formatting.refusal != nil { refused += 1 }
    }
    #expect(refused >= 2)
  }
}
