import Foundation

/// One hostile file and what haptui must make of it.
struct HostileCase: Sendable, CustomStringConvertible {
  /// What a correct haptui says about the file.
  enum Verdict: Sendable, Equatable {
    /// Not conformant: `validate` exits 1 and names one of `codes` (any error when empty).
    case rejected(codes: Set<String>)
    /// Conformant, however odd: `validate` exits 0.
    case accepted
    /// Either is defensible (a reader may accept it or refuse it with a clear limit).
    case either
  }

  var name: String
  var bytes: [UInt8]
  var verdict: Verdict

  var description: String { name }

  static func rejected(_ name: String, _ bytes: [UInt8], _ codes: Set<String> = [])
    -> HostileCase
  {
    HostileCase(name: name, bytes: bytes, verdict: .rejected(codes: codes))
  }

  static func accepted(_ name: String, _ bytes: [UInt8]) -> HostileCase {
    HostileCase(name: name, bytes: bytes, verdict: .accepted)
  }
}

extension HostileCase {
  /// A pattern file around `block` (the JSON text of the haptic block).
  static func file(block: String, frontmatter: String = "id: h", prose: String = "Prose.\n")
    -> [UInt8]
  {
    Array("---\n\(frontmatter)\n---\n\n\(prose)\n```haptic\n\(block)\n```\n".utf8)
  }

  /// A conformant block with `members` spliced in after `"id"` and one plain event.
  static func block(_ members: String = "", event: String = "{\"at\": 0, \"type\": \"transient\"}")
    -> String
  {
    "{\"haptic\": \"0.1\", \"id\": \"h\"\(members), \"track\": [\(event)], \"fallbacks\": {\"web\": [30]}}"
  }

  /// `[` nested `depth` deep and closed again (or not, when `balanced` is false).
  static func nested(_ depth: Int, balanced: Bool = true) -> String {
    String(repeating: "[", count: depth)
      + String(repeating: "]", count: balanced ? depth : depth - 1)
  }

  /// The hostile files of issue 6 that are plain bytes (special files are built by the tests).
  static let all: [HostileCase] = {
    let good = file(block: block())
    let goodText = String(decoding: good, as: UTF8.self)
    var cases: [HostileCase] = []

    // Invalid UTF-8, wherever it sits: HAP000.
    let invalid: [(String, [UInt8])] = [
      ("lone continuation byte", [0x80]), ("0xFF byte", [0xFF]), ("0xFE byte", [0xFE]),
      ("overlong slash", [0xC0, 0xAF]), ("encoded surrogate", [0xED, 0xA0, 0x80]),
      ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]), ("truncated sequence", [0xE2, 0x82]),
      ("latin-1 e-acute", [0xE9]),
    ]
    for (what, bytes) in invalid {
      cases.append(
        .rejected("invalid UTF-8 in prose: \(what)", spliced(good, "Prose.", bytes), ["HAP000"]))
    }
    cases.append(
      .rejected("invalid UTF-8 in the frontmatter", spliced(good, "id: h", [0xFF]), ["HAP000"]))
    cases.append(
      .rejected("invalid UTF-8 in the block", spliced(good, "\"0.1\"", [0xC3]), ["HAP000"]))
    cases.append(.rejected("invalid UTF-8 at the very end", good + [0xE2, 0x82], ["HAP000"]))
    cases.append(
      .rejected(
        "UTF-16 with a byte-order mark",
        [0xFF, 0xFE]
          + goodText.utf16.flatMap {
            [UInt8($0 & 0xFF), UInt8($0 >> 8)]
          }, ["HAP000"]))

    // NUL bytes.
    cases.append(.rejected("NUL inside a JSON string", spliced(good, "\"0.1", [0]), ["HAP007"]))
    cases.append(.rejected("NUL between JSON tokens", spliced(good, "\"id\"", [0]), ["HAP007"]))
    cases.append(
      .rejected("NUL in the frontmatter", spliced(good, "id: h", [0]), ["HAP008"]))
    cases.append(.rejected("a file of NUL bytes", [UInt8](repeating: 0, count: 1 << 20)))
    cases.append(
      .accepted("NUL in the prose (CommonMark reads it as U+FFFD)", spliced(good, "Prose", [0])))

    // Empty and almost empty.
    cases.append(.rejected("an empty file", [], ["HAP008"]))
    cases.append(.rejected("a lone byte-order mark", [0xEF, 0xBB, 0xBF], ["HAP008"]))

    // Numbers.
    let number: (String, String) -> [UInt8] = { member, value in
      file(block: block(event: "{\"at\": 0, \"type\": \"transient\", \"\(member)\": \(value)}"))
    }
    cases.append(
      .rejected(
        "at = 1e400", number("at", "1e400").replacingFirst("\"at\": 0, ", ""), ["HAP002"]))
    cases.append(
      .rejected("intensity = 1e400", number("intensity", "1e400"), ["HAP002"]))
    cases.append(
      .rejected("intensity = -1e400", number("intensity", "-1e400"), ["HAP002"]))
    cases.append(
      .rejected(
        "duration = a 400-digit integer", number("duration", String(repeating: "9", count: 400)),
        ["HAP002"]))
    cases.append(.accepted("intensity = -0", number("intensity", "-0")))
    cases.append(.accepted("intensity = 1e-400", number("intensity", "1e-400")))
    cases.append(.accepted("duration = 1.0e2", number("duration", "1.0e2")))
    cases.append(
      .accepted("at = -0", number("sharpness", "0.5").replacingFirst("\"at\": 0", "\"at\": -0")))

    // Deep nesting, balanced and not, in every part of the file.
    cases.append(
      .accepted(
        "JSON nested 100,000 deep in an unknown member",
        file(block: block(", \"x\": \(nested(100_000))"))))
    cases.append(
      .accepted(
        "objects nested 100,000 deep in an unknown member",
        file(
          block: block(
            ", \"x\": " + String(repeating: "{\"a\": ", count: 100_000) + "0"
              + String(repeating: "}", count: 100_000)))))
    cases.append(
      .rejected(
        "JSON nested 100,000 deep as the block", file(block: nested(100_000)), ["HAP002"]))
    cases.append(
      .rejected(
        "JSON nested 100,000 deep, never closed",
        file(block: block(", \"x\": \(nested(100_000, balanced: false))")), ["HAP007"]))
    cases.append(
      HostileCase(
        name: "YAML nested 100,000 deep",
        bytes: file(block: block(), frontmatter: "id: h\nx: \(nested(100_000))"), verdict: .either))
    cases.append(
      .rejected(
        "Markdown quotes nested 100,000 deep before the block",
        file(
          block: block(),
          prose: String(repeating: "> ", count: 100_000) + "deep\n\n```haptic\n{}\n```\n")))

    // Duplicate member names.
    cases.append(
      .rejected("duplicate id in the block", file(block: block(", \"id\": \"h\"")), ["HAP002"]))
    cases.append(
      .rejected(
        "duplicate at in an event",
        file(block: block(event: "{\"at\": 0, \"type\": \"transient\", \"at\": 5}")), ["HAP002"]))
    cases.append(
      .rejected(
        "duplicate id in the frontmatter", file(block: block(), frontmatter: "id: h\nid: g")))

    // Sizes.
    cases.append(.accepted("100,000 events", file(block: manyEvents(100_000))))
    cases.append(
      .rejected(
        "100,000 events, the last out of order", file(block: manyEvents(100_000, lastAt: 5)),
        ["HAP005"]))
    let fifty = 50 << 20
    cases.append(
      .rejected(
        "a 50 MB file of prose without a block",
        Array("---\nid: h\n---\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: fifty),
        ["HAP001"]))
    cases.append(
      .accepted(
        "a 5 MB string in an unknown member",
        file(block: block(", \"x\": \"" + String(repeating: "a", count: 5 << 20) + "\""))))
    cases.append(
      .rejected("a 50 MB file of [", file(block: String(repeating: "[", count: fifty)), ["HAP007"]))
    // Limits the model engineer added for inputs like these (D024).
    cases.append(
      .rejected(
        "3 MB of emphasis markers in the prose (cmark would need 680 MB)",
        file(block: block(), prose: String(repeating: "*a", count: 3 << 19) + "\n"), ["HAP000"]))
    cases.append(
      .rejected(
        "4,000,001 lines in the block",
        file(block: block() + String(repeating: "\n", count: 4_000_000)), ["HAP000"]))
    cases.append(
      .rejected(
        "a frontmatter of a million keys",
        file(
          block: block(), frontmatter: (0..<1_000_000).map { "k\($0): 1" }.joined(separator: "\n")),
        ["HAP008"]))
    return cases
  }()

  /// `count` ordered transients 60 ms apart (or with the last one moved to `lastAt`).
  static func manyEvents(_ count: Int, lastAt: Int? = nil) -> String {
    var events: [String] = []
    events.reserveCapacity(count)
    for index in 0..<count {
      let at = index == count - 1 ? (lastAt ?? index * 60) : index * 60
      events.append("{\"at\": \(at), \"type\": \"transient\", \"intensity\": 0.5}")
    }
    return "{\"haptic\": \"0.1\", \"id\": \"h\", \"track\": [\(events.joined(separator: ", "))], "
      + "\"fallbacks\": {\"web\": [30]}}"
  }

  /// `bytes` with `insert` placed right after the first occurrence of `marker`.
  static func spliced(_ bytes: [UInt8], _ marker: String, _ insert: [UInt8]) -> [UInt8] {
    let needle = Array(marker.utf8)
    guard let start = bytes.firstRange(of: needle) else { return bytes + insert }
    var result = bytes
    result.insert(contentsOf: insert, at: start.upperBound)
    return result
  }
}

extension Array where Element == UInt8 {
  /// The bytes with the first occurrence of `old` replaced by `new` (both UTF-8 text).
  func replacingFirst(_ old: String, _ new: String) -> [UInt8] {
    guard let range = self.firstRange(of: Array(old.utf8)) else { return self }
    var result = self
    result.replaceSubrange(range, with: Array(new.utf8))
    return result
  }
}
