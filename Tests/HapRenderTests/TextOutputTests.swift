import Testing

@testable import HapRender

/// The byte-level printers behind every artefact print exactly what the string-joining code
/// they replaced printed (that code is kept here as the reference).
@Suite struct TextOutputTests {
  /// The decimal printer as it was before it wrote bytes.
  static func referenceDecimal(_ value: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 9e15 else { return value < 0 ? "-0.0" : "0.0" }
    var units = Int64(scaled)
    let negative = units < 0
    units = abs(units)
    let divisor = Int64(scale)
    var fraction = String(units % divisor)
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
    return (negative && units != 0 ? "-" : "") + "\(units / divisor).\(fraction)"
  }

  /// The array wrapper as it was.
  static func referenceWrapped(_ values: [String], indent: String, width: Int = 100) -> String {
    var lines: [String] = []
    var line = indent
    for (position, value) in values.enumerated() {
      let item = value + (position == values.count - 1 ? "" : ",")
      if line.count + item.count + 1 > width, line != indent {
        lines.append(line)
        line = indent
      }
      line += (line == indent ? "" : " ") + item
    }
    if line != indent { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  static var samples: [Double] {
    var generator = PatternGenerator(seed: 0xDEC)
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, 0.00005, -0.00004, 0.99995, 123_456.789_012_5, 1e15, -1e15, 9e11, 1e300,
      -1e300, .infinity, -.infinity, .nan, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 65535.0 / 65535,
    ]
    for _ in 0..<3000 {
      let magnitude = Double(generator.int(0...2_000_000_000)) / Double(generator.int(1...100_000))
      values.append(generator.chance(20) ? -magnitude : magnitude)
    }
    return values
  }

  @Test func decimalsMatchTheReference() {
    var mismatches: [String] = []
    for value in Self.samples {
      for places in 1...8
      where Decimal.text(value, places: places) != Self.referenceDecimal(value, places: places) {
        mismatches.append("\(value) @\(places): \(Decimal.text(value, places: places))")
      }
      let buffer = TextBuffer()
      buffer.append(decimal: value)
      buffer.append(seconds: value)
      #expect(
        buffer.text == Self.referenceDecimal(value, places: 4)
          + Self.referenceDecimal(value / 1000, places: 6))
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func integersAndLabelsMatchStringInterpolation() {
    for value in [0, 1, -1, 9, 10, -10, 99, 100, 12_345, -987_654_321, Int.max, Int.min + 1] {
      let buffer = TextBuffer(capacity: 1)  // grows as it goes
      buffer.append(value)
      buffer.append(", ")
      #expect(buffer.text == "\(value), ")
      #expect(TextBuffer.length(of: value) == "\(value)".count)
    }
    for index in [0, 8, 9, 98, 99, 12_344, 999_998] {
      #expect(ReportSite.eventLabel(index) == "event \(index + 1)")
    }
  }

  @Test func wrappedArraysMatchTheReference() {
    var generator = PatternGenerator(seed: 0xA77)
    for count in [0, 1, 2, 17, 300] {
      let numbers = (0..<count).map { _ in generator.int(-50_000...9_000_000) }
      let words = (0..<count).map { _ in String(repeating: "x", count: generator.int(0...120)) }
      for width in [1, 20, 100] {
        let reference = Self.referenceWrapped(
          numbers.map(String.init), indent: "    ", width: width)
        #expect(ArrayText.wrapped(numbers, indent: "    ", width: width) == reference)
        #expect(
          ArrayText.wrapped(words, indent: "  ", width: width)
            == Self.referenceWrapped(words, indent: "  ", width: width))
      }
    }
  }
}
