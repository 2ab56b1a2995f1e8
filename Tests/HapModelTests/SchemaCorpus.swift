import Foundation

/// The blocks of the schema differential corpus: the hand-written files of
/// `Tests/Fixtures/schema-corpus/` and the generated cases of `Tests/Fixtures/schema-corpus.jsonl`
/// (one `{"name", "expected", "block"}` object per line, from `scripts/gen-schema-corpus.py`).
enum SchemaCorpus {
  /// One block: its name (`<expected>--hand-…` or `<expected>--gen-…`) and its bytes.
  struct Case: Sendable {
    var name: String
    var bytes: [UInt8]
  }

  /// The folder of hand-written cases, one `.json` file each.
  static let folder = ReferenceValidator.root + "/Tests/Fixtures/schema-corpus"
  /// The generated cases, as `make corpus` writes them.
  static let generated = ReferenceValidator.root + "/Tests/Fixtures/schema-corpus.jsonl"

  /// Every case, hand-written first, each group sorted by name.
  static let cases: [Case] = handWritten() + generatedCases(path: generated)

  static func handWritten() -> [Case] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
      let data = (try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))) ?? Data()
      return Case(name: String(name.dropLast(".json".count)), bytes: [UInt8](data))
    }
  }

  /// The cases of a JSON Lines file; a line that is not such an object becomes a case named
  /// `unreadable line N`, so a damaged file fails the tests instead of shrinking the corpus.
  static func generatedCases(path: String) -> [Case] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    let lines = data.split(separator: UInt8(ascii: "\n"))
    return lines.enumerated().map { index, line in
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let name = object["name"] as? String, let block = object["block"] as? String,
        object["expected"] as? String == SchemaVerdict.expected(fileName: name)?.rawValue
      else { return Case(name: "unreadable line \(index + 1)", bytes: []) }
      return Case(name: name, bytes: Array(block.utf8))
    }
  }
}
