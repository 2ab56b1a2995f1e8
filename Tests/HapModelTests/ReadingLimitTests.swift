import Foundation
import Glibc
import HapModel
import Testing

/// What the reader refuses, and where it stops: special files, oversized files, frontmatter
/// nested too deep, JSON blocks with too many values (D024).
@Suite struct ReadingLimitTests {
  /// Opens `fifo` for writing after a few seconds, once, and closes it at once: a reader that
  /// waits for a writer (the bug these tests guard against) then reads an empty file and the
  /// test fails instead of hanging. A reader that does not wait never sees it.
  static func rescue(_ fifo: String) {
    Thread.detachNewThread {
      sleep(3)
      let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
      if descriptor >= 0 { close(descriptor) }
    }
  }

  @Test func aFifoIsRefusedWithoutWaitingForAWriter() throws {
    let folder = Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/pipe.hap.md"
    try #require(mkfifo(fifo, 0o644) == 0)
    symlink("pipe.hap.md", folder + "/link.hap.md")
    Self.rescue(fifo)
    for path in [fifo, folder + "/link.hap.md"] {
      let document = HapDocument.read(path: path)
      #expect(document.diagnostics.map(\.code) == ["HAP000"], "\(path)")
      let message = document.diagnostics.first?.message ?? ""
      #expect(message.contains("a fifo (named pipe), not a regular file"), "\(message)")
      #expect(!document.isReadable)
    }
  }

  @Test func aCharacterDeviceIsRefusedBeforeItIsRead() {
    let document = HapDocument.read(path: "/dev/null")
    #expect(document.diagnostics.map(\.code) == ["HAP000"])
    let message = document.diagnostics.first?.message ?? ""
    #expect(message.contains("/dev/null is a character device, not a regular file"), "\(message)")
  }

  @Test func aFileOverTheSizeLimitIsRefusedNamingItsSizeAndTheLimit() throws {
    #expect(HapDocument.fileSizeLimit == 64 << 20)
    let folder = Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/huge.hap.md"
    try Data("---\nid: t\n---\n".utf8).write(to: URL(fileURLWithPath: path))
    // A sparse file: its size is past the limit without writing 64 MiB.
    try #require(truncate(path, off_t(HapDocument.fileSizeLimit + 1)) == 0)
    let document = HapDocument.read(path: path)
    #expect(document.diagnostics.map(\.code) == ["HAP000"])
    let message = document.diagnostics.first?.message ?? ""
    #expect(message.contains("is 67,108,865 bytes"), "\(message)")
    #expect(message.contains("67,108,864 bytes, 64 MiB"), "\(message)")
  }

  @Test func aSaveRefusesWhenTheFileWasReplacedByAFifo() throws {
    let folder = Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/double-tap.hap.md"
    try Data(Fixture.bytes("double-tap.hap.md")).write(to: URL(fileURLWithPath: path))
    var document = HapDocument.read(path: path)
    var pattern = try #require(document.pattern)
    pattern.intent = "impact.heavy"
    unlink(path)
    try #require(mkfifo(path, 0o644) == 0)
    Self.rescue(path)
    do {
      try document.save(pattern)
      Issue.record("the save replaced a fifo that appeared since the file was read")
    } catch {
      #expect(error.reason == .changedOnDisk)
      #expect(error.message.contains("not a regular file"), "\(error.message)")
    }
    var info = stat()
    #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func moreLinesThanTheLimitIsHAP000AtTheFirstLineTooMany() {
    let block = "```haptic\n{\"haptic\": \"0.1\", \"id\": \"t\"}\n```\n"
    let head = Array("---\nid: t\n---\n\(block)".utf8)
    // The head has 7 lines (the last one empty); blank lines make up the rest.
    let atLimit = head + [UInt8](repeating: 0x0A, count: HapDocument.lineLimit - 7)
    #expect(!HapDocument(bytes: atLimit).diagnostics.contains { $0.code == "HAP000" })
    for ending: [UInt8] in [[0x0A], [0x0D], [0x0D, 0x0A]] {
      let over =
        head + Array([[UInt8]](repeating: ending, count: HapDocument.lineLimit - 6).joined())
      let document = HapDocument(bytes: over)
      #expect(
        document.diagnostics.map { "\($0.line):\($0.column) \($0.code)" } == ["4000001:1 HAP000"])
      #expect(document.diagnostics.first?.message.contains("more than 4,000,000 lines") == true)
      #expect(document.formatRefusal?.contains("more than 4,000,000 lines") == true)
    }
  }

  @Test func bytesOverTheSizeLimitAreRefusedInMemoryToo() {
    let document = HapDocument(
      bytes: [UInt8](repeating: 0x61, count: HapDocument.fileSizeLimit + 1))
    #expect(document.diagnostics.map(\.code) == ["HAP000"])
    #expect(document.diagnostics.first?.message.contains("67,108,865 bytes") == true)
    #expect(document.bytes.isEmpty, "nothing of it is kept")
  }

  // MARK: - Frontmatter depth

  static func frontmatter(_ yaml: String) -> HapDocument {
    let block = "{\"haptic\": \"0.1\", \"id\": \"t\", \"fallbacks\": {\"web\": [30]}}"
    return HapDocument(bytes: Array("---\nid: t\n\(yaml)\n---\n\n```haptic\n\(block)\n```\n".utf8))
  }

  static func nested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  @Test func frontmatterNestedTooDeepIsHAP008AtTheFirstLevelTooMany() throws {
    for depth in [101, 100_000] {
      let document = Self.frontmatter("x: " + Self.nested(depth))
      let found = document.diagnostics.map { "\($0.line):\($0.column) \($0.code)" }
      // `x: ` takes three columns; the 101st `[` is column 104.
      #expect(found == ["3:104 HAP008"], "depth \(depth)")
      #expect(document.diagnostics.first?.message.contains("more than 100 levels deep") == true)
      #expect(document.frontmatter == nil)
      #expect(document.pattern != nil, "the block is still read")
    }
    let atTheLimit = Self.frontmatter("x: " + Self.nested(100))
    #expect(atTheLimit.isConformant, "\(atTheLimit.diagnostics)")
    #expect(atTheLimit.frontmatter?.entry("x") != nil)
  }

  @Test func anAliasCannotNestPastTheLimitEither() {
    let deep =
      "a: &a " + Self.nested(60) + "\nb: " + String(repeating: "[", count: 50) + "*a"
      + String(repeating: "]", count: 50)
    let document = Self.frontmatter(deep)
    let found = document.diagnostics.map { "\($0.line):\($0.column) \($0.code)" }
    // `b: ` then 50 `[`: the alias starts at column 54 of line 4.
    #expect(found == ["4:54 HAP008"])
    #expect(document.diagnostics.first?.message.contains("alias") == true)
    let shallow = Self.frontmatter("a: &a " + Self.nested(60) + "\nb: [[*a]]")
    #expect(shallow.isConformant, "\(shallow.diagnostics)")
  }

  @Test func aliasesThatDoubleThirtyTimesAreReadWithoutExpandingThem() {
    var yaml = "l0: &l0 [x, x]"
    for level in 1...30 { yaml += "\nl\(level): &l\(level) [*l\(level - 1), *l\(level - 1)]" }
    let document = Self.frontmatter(yaml)
    #expect(document.isConformant, "\(document.diagnostics)")
    #expect(document.frontmatter?.entries.count == 32)
  }

  @Test func aFrontmatterOfMoreThan100000ValuesIsHAP008() {
    let items = [String](repeating: "1", count: 100_000).joined(separator: ", ")
    // The root mapping, `id`, `t`, `x` and the list are five values: item 99,996 is the
    // 100,001st, at column 5 + 3 × 99,995 (`x: [` then `1, ` per item).
    let document = Self.frontmatter("x: [\(items)]")
    let found = document.diagnostics.map { "\($0.line):\($0.column) \($0.code)" }
    #expect(found == ["3:\(5 + 3 * 99_995) HAP008"])
    #expect(
      document.diagnostics.first?.message.contains("more than 100,000 keys and values") == true)
  }

  @Test func fortyThousandKeysAreReadAndARepeatIsFound() throws {
    // Repeats are looked up, not searched for: comparing each key with every key before it
    // made a million keys take many minutes.
    let keys = (0..<40_000).map { "k\($0): \($0)" }.joined(separator: "\n")
    let document = Self.frontmatter(keys + "\nk7: again")
    #expect(document.diagnostics.map { "\($0.line):\($0.column) \($0.code)" } == ["40003:1 HAP008"])
    #expect(document.diagnostics.first?.message.contains("first at line 10") == true)
    #expect(try #require(document.frontmatter).entries.count == 40_002)
  }

  // MARK: - JSON values

  @Test func theJSONReaderStopsAtItsValueLimitAndSaysWhere() throws {
    let numbers = (0..<999).map(String.init).joined(separator: ", ")
    #expect(try JSONParser.parse("[\(numbers)]", limit: 1000).nodes.count == 1000)
    do {
      _ = try JSONParser.parse("[\(numbers), 999]", limit: 1000)
      Issue.record("1,001 values were read under a limit of 1,000")
    } catch {
      #expect(error.exceedsLimit)
      #expect(error.message.contains("more than 1,000 JSON values"), "\(error.message)")
      let column = "[\(numbers), ".utf8.count + 1
      #expect(error.position == SourcePosition(line: 1, column: column, offset: column - 1))
    }
    do {
      _ = try JSONParser.parse("[1, ]", limit: 1000)
    } catch {
      #expect(!error.exceedsLimit, "a grammar error is not a limit")
    }
  }

  @Test func aBlockOverTheValueLimitIsHAP007NamingTheLimit() throws {
    let count = JSONParser.valueLimit + 1
    let text = "---\nid: t\n---\n```haptic\n" + String(repeating: "[", count: count) + "\n```\n"
    let document = HapDocument(bytes: Array(text.utf8))
    let found = document.diagnostics.map { "\($0.line):\($0.column) \($0.code)" }
    #expect(found == ["5:\(count) HAP007"])
    let message = document.diagnostics.first?.message ?? ""
    #expect(message.contains("too large to read: it holds more than 2,000,000 JSON values"))
    #expect(document.formatRefusal?.contains("too large to read") == true)
    #expect(document.syntaxError?.exceedsLimit == true)
  }

  @Test func treesBuiltFromNodesReadBackTheSame() {
    let position = SourcePosition(line: 3, column: 7, offset: 40)
    let nodes = [
      JSONNode(kind: .object, position: .start, end: 5),
      JSONNode(
        kind: .string("é\u{0}x"), position: position, key: "name",
        keyPosition: SourcePosition(line: 3, column: 1, offset: 34), end: 2),
      JSONNode(kind: .array, position: position, key: "list", end: 5),
      JSONNode(kind: .number(JSONNumber(lexeme: "1.0e2", value: 100)), position: position, end: 4),
      JSONNode(kind: .bool(true), position: position, end: 5),
    ]
    var tree = JSONTree(nodes: nodes)
    #expect(tree.nodes.count == 5)
    for (index, node) in nodes.enumerated() {
      #expect(tree.nodes[index].kind == node.kind)
      #expect(tree.nodes[index].key == node.key)
      #expect(tree.nodes[index].position == node.position)
      #expect(tree.nodes[index].keyPosition == node.keyPosition)
      #expect(tree.nodes[index].end == node.end)
    }
    let list = tree.subtree(at: 2)
    #expect(list.nodes.map(\.kind) == [.array, nodes[3].kind, .bool(true)])
    #expect(list.nodes.map(\.end) == [3, 2, 3])
    #expect(list.nodes[0].key == "list")
    tree.nodes[4].kind = .string("replaced")
    #expect(tree.nodes[4].kind == .string("replaced"))
    #expect(tree.nodes[4].end == 5)
    #expect(tree != JSONTree(nodes: nodes))
  }
}
