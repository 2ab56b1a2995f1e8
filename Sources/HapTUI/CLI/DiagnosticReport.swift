import HapModel

/// Prints diagnostics the way compilers do, or as JSON for tools.
enum DiagnosticReport {
  /// `file:line:col: error[HAP002]: message`, one line per diagnostic.
  static func human(file: String, _ diagnostics: [Diagnostic], colour: Bool) -> String {
    diagnostics.map { diagnostic in
      let label = "\(diagnostic.severity.rawValue)[\(diagnostic.code)]"
      let styled =
        colour
        ? (diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m") + label + "\u{1B}[0m"
        : label
      return "\(file):\(diagnostic.line):\(diagnostic.column): \(styled): \(diagnostic.message)\n"
    }.joined()
  }

  /// One object per file: `{"file", "conformant", "diagnostics": [...]}`.
  static func jsonObject(file: String, conformant: Bool, _ diagnostics: [Diagnostic]) -> String {
    let items = diagnostics.map { diagnostic in
      "{\"code\": \(JSONWriter.quoted(diagnostic.code)), "
        + "\"severity\": \(JSONWriter.quoted(diagnostic.severity.rawValue)), "
        + "\"line\": \(diagnostic.line), \"column\": \(diagnostic.column), "
        + "\"message\": \(JSONWriter.quoted(diagnostic.message))}"
    }
    return "{\"file\": \(JSONWriter.quoted(file)), \"conformant\": \(conformant), "
      + "\"diagnostics\": [" + items.joined(separator: ", ") + "]}"
  }

  /// The JSON array for all files, one file per line.
  static func jsonArray(_ objects: [String]) -> String {
    objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
  }
}
