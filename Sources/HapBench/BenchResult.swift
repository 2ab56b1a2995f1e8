import HapModel

/// One benchmark's figures, its aim, and whether the run met it.
struct BenchResult {
  struct Figure {
    var name: String
    var value: Double
    var unit: String
  }

  var name: String
  var figures: [Figure] = []
  /// The aim as the issue states it, in words.
  var aim: String
  /// Whether the figures meet the aim; `nil` when the benchmark could not run.
  var met: Bool?
  /// What a reader must know to trust the figures (inputs, method, why it was skipped).
  var note: String

  mutating func add(_ name: String, _ value: Double, _ unit: String) {
    figures.append(Figure(name: name, value: value, unit: unit))
  }

  /// The result as one JSON object (`cores` is the machine's core count).
  func json(cores: Int) -> String {
    let figureText = figures.map { "\(JSONWriter.quoted($0.name)): \(JSONWriter.number($0.value))" }
      .joined(separator: ", ")
    let unitText = figures.map { "\(JSONWriter.quoted($0.name)): \(JSONWriter.quoted($0.unit))" }
      .joined(separator: ", ")
    let metText = met.map { $0 ? "true" : "false" } ?? "null"
    return "{\"benchmark\": \(JSONWriter.quoted(name)), \"cores\": \(cores), "
      + "\"figures\": {\(figureText)}, \"units\": {\(unitText)}, "
      + "\"aim\": \(JSONWriter.quoted(aim)), \"met\": \(metText), "
      + "\"note\": \(JSONWriter.quoted(note))}"
  }

  /// The result as rows of the human table.
  func rows() -> [String] {
    let verdict = met.map { $0 ? "met" : "NOT met" } ?? "skipped"
    var lines = ["\(name)  [\(verdict): \(aim)]"]
    for figure in figures {
      let value = Self.format(figure.value)
      lines.append(
        "    " + figure.name.padding(to: 44) + value.leftPadding(to: 12) + " " + figure.unit)
    }
    if !note.isEmpty { lines.append("    note: " + note) }
    return lines
  }

  /// Whole numbers from 100 up, three decimals below (0.012 ms reads better than 1.2e-2).
  static func format(_ value: Double) -> String {
    if abs(value) >= 100 { return String(Int(value.rounded())) }
    let thousandths = Int((abs(value) * 1000).rounded())
    let fraction = String(thousandths % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return (value < 0 ? "-" : "") + "\(thousandths / 1000).\(padded)"
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  func leftPadding(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
