import Testing

@testable import HapModel

/// Member names read straight from their bytes (D255) are the same names as read through the
/// string reader: plain, escaped, non-ASCII, and the guessed next name when it is wrong.
@Suite struct JSONMemberNameTests {
  @Test func namesReadFromBytesMatchTheirText() throws {
    let text =
      "[{\"at\": 1, \"type\": 2}, {\"at\": 1, \"typ\": 2}, {\"a\\u0074\": 1, \"t\u{e9}pe\": 2}, "
      + "{\"at\": 1, \"type\": 2, \"\": 3}, {\"type\": 1, \"at\": 2}]"
    let tree = try JSONParser.parse(text)
    let names = tree.children(of: tree.root).map { object in
      tree.children(of: object).map { tree.nodes.key(at: $0) ?? "<none>" }
    }
    #expect(
      names == [
        ["at", "type"], ["at", "typ"], ["at", "t\u{e9}pe"], ["at", "type", ""], ["type", "at"],
      ])
    // The escaped `at` is the same name as the plain one: the member look-up finds both.
    for object in tree.children(of: tree.root) {
      #expect(tree.member("at", of: object) != nil)
    }
  }

  @Test(arguments: ["{\"ab\" 1}", "{\"a\\u0062\" 1}", "{\"x\": 1, \"ab\" 1}"])
  func aMissingColonNamesTheMember(text: String) {
    #expect {
      _ = try JSONParser.parse(text)
    } throws: { error in
      (error as? JSONSyntaxError)?.message == "expected ':' after the member name \"ab\""
    }
  }

  @Test func repeatedNamesAreFoundByCodePointsInSmallAndLargeObjects() {
    let wide = (0..<20).map { "\"m\($0)\": 1" }.joined(separator: ", ")
    let block =
      "{\"haptic\": \"0.1\", \"id\": \"x\", \"meta\": {\(wide), \"m3\": 2}, \"track\": ["
      + "{\"at\": 0, \"type\": \"transient\", \"a\\u0074\": 5}, "
      + "{\"at\": 60, \"type\": \"transient\", \"K\": 1, \"\u{212A}\": 2}]}"
    let repeats = Self.repeats(in: block)
    // The escaped `at` repeats `at`; `m3` repeats in the wide object; the Kelvin sign is not `K`.
    #expect(repeats.count == 2, "\(repeats.map(\.message))")
    #expect(repeats.contains { $0.message.contains("\"at\"") })
    #expect(repeats.contains { $0.message.contains("\"m3\"") })
  }

  /// An object whose names are among a block's first 64 is screened by one bit per name; a
  /// name past those sends its object to the full comparison, which still finds the repeat.
  @Test func repeatsAreFoundPastTheSixtyFourthName() {
    let many = (0..<70).map { "\"n\($0)\": 1" }.joined(separator: ", ")
    let block =
      "{\"haptic\": \"0.1\", \"id\": \"x\", \"meta\": {\(many)}, "
      + "\"late\": {\"n66\": 1, \"n2\": 2, \"n66\": 3}, \"early\": {\"n1\": 1, \"n1\": 2}}"
    let repeats = Self.repeats(in: block)
    #expect(repeats.count == 2, "\(repeats.map(\.message))")
    #expect(repeats.contains { $0.message.contains("\"n66\"") })
    #expect(repeats.contains { $0.message.contains("\"n1\"") })
  }

  /// The block's findings of a member named twice in one object.
  private static func repeats(in block: String) -> [Diagnostic] {
    BlockValidator.diagnostics(forBlockText: block).filter {
      $0.code == "HAP002" && $0.message.contains("appears twice")
    }
  }
}
