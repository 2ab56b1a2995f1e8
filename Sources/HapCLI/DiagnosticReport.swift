import HapModel

/// Prints diagnostics the way compilers do, or as JSON for tools.
enum DiagnosticReport {
  /// `file:line:col: error[HAP002]: message`, one line per diagnostic.
  static func human(file: String, _ diagnostics: [Diagnostic], colour: Bool) -> String {
    // Appended piece by piece into one buffer of bytes, sized once, and made a string at the
    // end (D395): `validate` formats a line per finding of thousands of files, and a string
    // per line and per label, or a string growing piece by piece, cost more than the text.
    guard !diagnostics.isEmpty else { return "" }
    let fileBytes = file.utf8.count
    var bytes: [UInt8] = []
    // The file, the message and at most 64 bytes of numbers, labels and colour a line.
    bytes.reserveCapacity(diagnostics.reduce(0) { $0 + fileBytes + $1.message.utf8.count + 64 })
    for diagnostic in diagnostics {
      bytes.appendUTF8(file)
      bytes.append(UInt8(ascii: ":"))
      bytes.appendUTF8(String(diagnostic.line))
      bytes.append(UInt8(ascii: ":"))
      bytes.appendUTF8(String(diagnostic.column))
      bytes.appendUTF8(": ")
      if colour {
        bytes.appendUTF8(diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m")
      }
      bytes.appendUTF8(diagnostic.severity.rawValue)
      bytes.append(UInt8(ascii: "["))
      bytes.appendUTF8(diagnostic.code)
      bytes.append(UInt8(ascii: "]"))
      if colour { bytes.appendUTF8("\u{1B}[0m") }
      bytes.appendUTF8(": ")
      bytes.appendUTF8(diagnostic.message)
      bytes.append(UInt8(ascii: "\n"))
    }
    return String(decoding: bytes, as: UTF8.self)
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
