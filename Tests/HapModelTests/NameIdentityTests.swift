import Testing

@testable import HapModel

/// `JSONNodes.nameIdentities` gives each stored name the first index with the same code points,
/// whether it compares the names pairwise (a small block) or hashes their bytes (D263).
@Suite struct NameIdentityTests {
  /// Names that are equal as Swift strings but not as code points, and names that are equal.
  static let tricky = [
    "at", "a\\u0074", "K", "\u{212A}", "\u{e9}", "e\u{301}", "", "type", "at", "\u{e9}",
  ]

  @Test(arguments: [0, 4, 30, 60])
  func identitiesAreTheFirstNameWithTheSameCodePoints(extra: Int) throws {
    // Repeats spread apart so the parser's guess of the next name misses and stores them again.
    let wide = (0..<extra).map { "\"m\($0)\": 1" }
    let members = (Self.tricky.map { "\"\($0)\": 1" } + wide + Self.tricky.map { "\"\($0)\": 2" })
    let tree = try JSONParser.parse("{" + members.joined(separator: ", ") + "}")
    let names = tree.nodes.names
    var expected: [Int] = []
    for index in names.indices {
      let bytes = Array(names[index].utf8)
      expected.append(names.indices.first { Array(names[$0].utf8) == bytes } ?? index)
    }
    #expect(tree.nodes.nameIdentities() == expected)
    // Both ways are tried; past the parser's recent names, a repeat is stored again and shares
    // the identity of its first copy, while strings equal only to Swift do not.
    #expect((names.count <= JSONNodes.pairwiseNames) == (extra < 20))
    if extra >= 30 { #expect(Set(expected).count < names.count) }
    let kelvin = try #require(names.firstIndex(of: "\u{212A}"))
    #expect(expected[kelvin] == kelvin)
  }
}
