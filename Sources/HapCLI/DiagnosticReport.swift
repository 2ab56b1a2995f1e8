import HapModel

/// Prints diagnostics the way compilers do, or as JSON for tools.
enum DiagnosticReport {
  /// `file:line:col: error[HAP002]: message`, one line per diagnostic.
  static func human(file: String, _ diagnostics: [Diagnostic], colour: Bool) -> String {
    // Appended piece by piece into one string: `validate` formats a line per finding of
    // thousands of files, and a string per line and per label cost more than the text.
    var text = ""
    for diagnostic in diagnostics {
      text += file
      text += ":"
      text += String(diagnostic.line)
      text += ":"
      text += String(diagnostic.column)
      text += ": "
      if colour { text += diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m" }
      text += diagnostic.severity.rawValue
      text += "["
      text += diagnostic.code
      text += "]"
      if colour { text += "\u{1B}[0m" }
      text += ": "
      text += diagnostic.message
      text += "\n"
    }
    return text
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
