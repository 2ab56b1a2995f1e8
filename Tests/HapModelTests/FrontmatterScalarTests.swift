import HapModel
import Testing

/// Plain frontmatter scalars resolve by the YAML 1.2 core schema: nulls, bools, integers,
/// floats, and strings for everything else (versions, ids, words, non-ASCII digits).
@Suite struct FrontmatterScalarTests {
  /// Texts and what the core schema makes of them.
  static let cases: [(text: String, value: YAMLValue)] = [
    ("", .null), ("~", .null), ("null", .null), ("NULL", .null), ("true", .bool(true)),
    ("False", .bool(false)), ("0", .int(0)), ("42", .int(42)), ("-7", .int(-7)),
    ("+7", .int(7)), ("0x1F", .int(31)), ("0o17", .int(15)), ("1.5", .float(1.5)),
    ("-1.5", .float(-1.5)), ("+.5", .float(0.5)), ("1.", .float(1)), (".5", .float(0.5)),
    ("1e3", .float(1000)), ("1E-2", .float(0.01)), ("2.5e+1", .float(25)),
    (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)),
    ("1.0.3", .string("1.0.3")), ("0.1", .float(0.1)), ("-", .string("-")),
    ("+", .string("+")), (".", .string(".")), ("1e", .string("1e")), ("1e+", .string("1e+")),
    ("e3", .string("e3")), ("--1", .string("--1")), ("1-2", .string("1-2")),
    ("12a", .string("12a")), ("1.5.", .string("1.5.")), ("1 ", .string("1 ")),
    ("٣", .string("٣")), ("1٣", .string("1٣")), ("1.٣", .string("1.٣")),
    ("１２", .string("１２")), ("feedback", .string("feedback")),
    ("notification.success", .string("notification.success")), ("nope", .string("nope")),
    ("pattern-1", .string("pattern-1")), ("yes", .string("yes")),
  ]

  @Test(arguments: cases.indices)
  func resolves(_ index: Int) {
    let (text, expected) = Self.cases[index]
    #expect(YAMLValue.resolvePlain(text) == expected, "\(text)")
  }

  /// Every integer and float a user may write in a frontmatter reads as its number.
  @Test func numbersRoundTrip() {
    for number in [-1_000_000, -1, 0, 1, 7, 255, 123_456_789] {
      #expect(YAMLValue.resolvePlain(String(number)) == .int(number))
    }
    for number in [-2.5, 0.25, 1.75, 1e10, 3.125e-5] {
      #expect(YAMLValue.resolvePlain(String(number)) == .float(number), "\(number)")
    }
  }
}
