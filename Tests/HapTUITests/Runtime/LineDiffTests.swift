import Testing

@testable import HapTUI

@Suite("Line diff for the changes-on-disk screen")
struct LineDiffTests {
  static func text(_ lines: [String]) -> [UInt8] { Array(lines.joined(separator: "\n").utf8) }

  @Test("one changed line among many: the hunk, two lines of context, the old line number")
  func oneLine() {
    let old = (1...20).map { "line \($0)" }
    var new = old
    new[9] = "line ten"
    #expect(
      LineDiff.lines(from: Self.text(old), to: Self.text(new)) == [
        "@ line 8", "  line 8", "  line 9", "- line 10", "+ line ten", "  line 11", "  line 12",
      ])
  }

  @Test("insertions and removals far apart make two hunks; equal texts make none")
  func twoHunks() {
    let old = (1...30).map { "l\($0)" }
    var new = old
    new.remove(at: 25)
    new.insert("added", at: 3)
    let diff = LineDiff.lines(from: Self.text(old), to: Self.text(new))
    #expect(diff.filter { $0.hasPrefix("@") }.count == 2)
    #expect(diff.contains("+ added") && diff.contains("- l26"))
    #expect(!diff.contains { $0.hasPrefix("- l") && $0 != "- l26" })
    #expect(LineDiff.lines(from: Self.text(old), to: Self.text(old)).isEmpty)
  }
}
