import Foundation
import HapModel

/// A diagnostic as a GitHub Actions workflow command: `::error file=F,line=L,col=C,endLine=…,
/// endColumn=…,title=CODE::message` (warnings as `::warning`).
enum GitHubAnnotation {
  static func line(
    file: String, _ diagnostic: Diagnostic, end: (line: Int, column: Int)
  ) -> String {
    let command = diagnostic.severity == .error ? "error" : "warning"
    let properties = [
      ("file", file), ("line", String(diagnostic.line)), ("col", String(diagnostic.column)),
      ("endLine", String(end.line)), ("endColumn", String(end.column)),
      ("title", diagnostic.code),
    ].map { "\($0.0)=\(escapedProperty($0.1))" }.joined(separator: ",")
    return "::\(command) \(properties)::\(escapedMessage(diagnostic.message))\n"
  }

  /// `%`, CR and LF escaped, as the runner unescapes a command's message.
  static func escapedMessage(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The message escapes plus `:` and `,`, which end a property.
  static func escapedProperty(_ text: String) -> String {
    escapedMessage(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
