/// A JSON number as written in the source, with its value as a `Double`.
///
/// The lexeme is kept so that a number we do not edit is written back exactly as it was read
/// (`1.0e2` stays `1.0e2`, and a value too large for a `Double` is not lost).
public struct JSONNumber: Hashable, Sendable {
  /// The number exactly as it appeared in the source.
  public var lexeme: String
  /// The value, rounded to the nearest `Double` (may be infinite for huge exponents).
  public var value: Double

  public init(lexeme: String, value: Double) {
    self.lexeme = lexeme
    self.value = value
  }

  /// Whether the value is a whole number, as JSON Schema's `integer` type defines it.
  public var isInteger: Bool { value.isFinite && value.rounded(.towardZero) == value }

  /// The value as an `Int` when it is a whole number that fits, else `nil`.
  public var intValue: Int? { Self.wholeNumber(value) }

  /// `value` as an `Int` when it is a whole number within ±9e15 (as `intValue` reads it).
  static func wholeNumber(_ value: Double) -> Int? {
    guard value.isFinite, value.rounded(.towardZero) == value, value >= -9.0e15, value <= 9.0e15
    else { return nil }
    return Int(value)
  }
}
