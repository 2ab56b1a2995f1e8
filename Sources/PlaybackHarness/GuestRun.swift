/// The output of one QEMU boot: every scenario's result, and the raw serial console text.
public struct GuestRun: Sendable {
  public var results: [GuestScenarioResult]
  /// The guest's whole serial output (for diagnosing a failure).
  public var console: String
  /// Whether the guest reached the end of its script.
  public var completed: Bool
  /// Wall-clock seconds from starting QEMU to its exit.
  public var seconds: Double

  /// The result of the scenario called `name`.
  public func result(_ name: String) -> GuestScenarioResult? {
    results.first { $0.name == name }
  }

  /// Splits the serial console text into scenario results.
  init(console: String, seconds: Double) {
    self.console = console
    self.seconds = seconds
    completed = console.contains("=== guest done")
    var results: [GuestScenarioResult] = []
    var current: (name: String, code: Int32, lines: [String])?
    // The serial console ends lines with CR LF, which Swift counts as one Character.
    for line in console.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let line = String(line)
      if line.hasPrefix("=== scenario ") {
        let words = line.split(separator: " ")
        let code = words.last.flatMap { Int32($0.dropFirst("rc=".count)) } ?? -1
        current = (String(words[2]), code, [])
      } else if line.hasPrefix("=== end "), let scenario = current {
        results.append(
          GuestScenarioResult(name: scenario.name, exitCode: scenario.code, lines: scenario.lines))
        current = nil
      } else if current != nil {
        current?.lines.append(line)
      }
    }
    self.results = results
  }
}
