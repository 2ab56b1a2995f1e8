import HapModel
import Testing

/// Which fences count as the haptic block: CommonMark decides.
@Suite struct FenceTests {
  static let block = "{\"haptic\": \"0.1\", \"id\": \"t\"}"

  static func blocks(_ body: String) -> [Int] {
    HapDocument(bytes: Array(("---\nid: t\n---\n" + body).utf8)).blocks.map(\.openingLine)
  }

  @Test func backtickAndTildeFencesCount() {
    #expect(Self.blocks("```haptic\n\(Self.block)\n```\n") == [4])
    #expect(Self.blocks("~~~haptic\n\(Self.block)\n~~~\n") == [4])
    #expect(Self.blocks("````haptic\n\(Self.block)\n````\n") == [4])
  }

  @Test func onlyTheFirstWordOfTheInfoStringMatters() {
    #expect(Self.blocks("```haptic title=\"x\"\n\(Self.block)\n```\n") == [4])
    #expect(Self.blocks("``` haptic\n\(Self.block)\n```\n") == [4])
    #expect(Self.blocks("```haptics\n\(Self.block)\n```\n") == [])
    #expect(Self.blocks("```Haptic\n\(Self.block)\n```\n") == [])
    #expect(Self.blocks("```json haptic\n\(Self.block)\n```\n") == [])
  }

  @Test func fencesInsideOtherCodeDoNotCount() {
    let nested = "````markdown\n```haptic\n\(Self.block)\n```\n````\n"
    #expect(Self.blocks(nested) == [])
    let tilde = "~~~\n```haptic\n\(Self.block)\n```\n~~~\n"
    #expect(Self.blocks(tilde) == [])
    let indented = "Text.\n\n    ```haptic\n    \(Self.block)\n    ```\n"
    #expect(Self.blocks(indented) == [])
  }

  @Test func otherFencesAndHTMLAreProse() {
    let body =
      "```json\n{}\n```\n\n```swift\nlet x = 1\n```\n\n<div>\n```haptic\n</div>\n\n```haptic\n\(Self.block)\n```\n"
    #expect(Self.blocks(body) == [16])
  }

  @Test func fencesInBlockQuotesAndListItemsCount() {
    #expect(Self.blocks("> ```haptic\n> \(Self.block)\n> ```\n") == [4])
    #expect(Self.blocks("- item\n\n  ```haptic\n  \(Self.block)\n  ```\n") == [6])
  }

  @Test func anUnclosedFenceRunsToTheEnd() {
    let document = HapDocument(bytes: Array("---\nid: t\n---\n```haptic\n\(Self.block)\n".utf8))
    #expect(document.blocks.count == 1)
    #expect(document.pattern?.id == "t")
  }

  @Test func editsInsideABlockQuoteKeepTheQuoteMarkers() throws {
    let text =
      "---\nid: t\n---\n\n> Quoted pattern:\n>\n> ```haptic\n> \(Self.block)\n> ```\n\nAfter.\n"
    let document = HapDocument(bytes: Array(text.utf8))
    var pattern = try #require(document.pattern)
    pattern.intent = "selection"
    let output = String(decoding: document.serialized(with: pattern), as: UTF8.self)
    #expect(
      output
        == "---\nid: t\nintent: selection\n---\n\n> Quoted pattern:\n>\n> ```haptic\n> {\n>   \"haptic\": \"0.1\",\n"
        + ">   \"id\": \"t\",\n>   \"intent\": \"selection\"\n> }\n> ```\n\nAfter.\n")
    #expect(HapDocument(bytes: Array(output.utf8)).pattern == pattern)
  }

  @Test func editsInsideAListItemKeepTheIndentation() throws {
    let text = "---\nid: t\n---\n\n- ```haptic\n  \(Self.block)\n  ```\n- next\n"
    let document = HapDocument(bytes: Array(text.utf8))
    var pattern = try #require(document.pattern)
    pattern.intent = "selection"
    let output = document.serialized(with: pattern)
    let reread = HapDocument(bytes: output)
    #expect(reread.pattern == pattern)
    #expect(reread.blocks.count == 1)
    #expect(String(decoding: output, as: UTF8.self).hasSuffix("  }\n  ```\n- next\n"))
  }
}
