import HapModel

/// How `haptui import` prints outcomes: a line per file and one per report entry, or JSON.
public enum ImportReportText {
  /// The most report entries the human text prints per file; `--json` prints all.
  public static let listed = 40

  /// The human text for standard output (successes) — failures go to `errors(_:)`.
  public static func human(_ outcomes: [ImportOutcome]) -> String {
    var text = ""
    for outcome in outcomes {
      guard let imported = outcome.imported, outcome.succeeded, let output = outcome.output else {
        continue
      }
      let counts = imported.report.counts
      text +=
        "imported \(outcome.file) → \(output) (\(imported.format.displayName)): "
        + "\(counts.kept) kept, \(counts.approximated) approximated, \(counts.dropped) dropped\n"
      for entry in imported.report.entries.prefix(listed) {
        let status = entry.status.rawValue.padding(toLength: 12)
        text += "  \(status) \(entry.placedConstruct): \(entry.reason)\n"
      }
      if imported.report.entries.count > listed {
        text +=
          "  … and \(imported.report.entries.count - listed) more entries (--json lists every one)\n"
      }
    }
    return text
  }

  /// The `file:line:col: error[IMPnnn]: …` lines for standard error.
  public static func errors(_ outcomes: [ImportOutcome]) -> String {
    outcomes.compactMap { outcome in
      outcome.failure.map { $0.formatted(file: outcome.failureFile) + "\n" }
    }.joined()
  }

  /// One JSON object per input, in an array: `file`, `output`, `format`, `report` (entries of
  /// `construct`, `status`, `reason`, and `line`/`column` when known), and `error` on failure.
  public static func json(_ outcomes: [ImportOutcome]) -> String {
    let objects = outcomes.map { outcome -> String in
      var members = ["\"file\": \(JSONWriter.quoted(outcome.file))"]
      members.append(
        "\"output\": "
          + (outcome.succeeded ? outcome.output.map(JSONWriter.quoted) ?? "null" : "null"))
      members.append(
        "\"format\": " + (outcome.format.map { JSONWriter.quoted($0.rawValue) } ?? "null"))
      let entries = (outcome.imported?.report.entries ?? []).map { entry -> String in
        var fields = [
          "\"construct\": \(JSONWriter.quoted(entry.construct))",
          "\"status\": \(JSONWriter.quoted(entry.status.rawValue))",
          "\"reason\": \(JSONWriter.quoted(entry.reason))",
        ]
        if let line = entry.line { fields.append("\"line\": \(line)") }
        if let column = entry.column { fields.append("\"column\": \(column)") }
        return "{ " + fields.joined(separator: ", ") + " }"
      }
      members.append(
        "\"report\": "
          + (entries.isEmpty ? "[]" : "[\n    " + entries.joined(separator: ",\n    ") + "\n  ]"))
      if let failure = outcome.failure {
        members.append(
          "\"error\": { \"code\": \(JSONWriter.quoted(failure.code)), \"file\": "
            + "\(JSONWriter.quoted(outcome.failureFile)), \"line\": \(failure.line), "
            + "\"column\": \(failure.column), \"message\": \(JSONWriter.quoted(failure.message)) }"
        )
      }
      return "{\n  " + members.joined(separator: ",\n  ") + "\n}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }
}

extension String {
  /// The string padded with spaces to `length` characters (never cut).
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
