import Foundation

/// The replacement a diagnostic's message names ("did you mean \"easeIn\"?", "use
/// \"impact.light\"", "e.g. \"double-tap\"", "write \"0.1\" in quotes"): the checker's own
/// suggestion, so the fix says exactly what `validate` says (D132).
enum SuggestedValue {
  static let markers = ["did you mean \"", "use \"", "e.g. \"", "(write \""]

  static func value(in message: String) -> String? {
    for marker in markers {
      guard let range = message.range(of: marker) else { continue }
      var result = ""
      var escaped = false
      for character in message[range.upperBound...] {
        if escaped {
          result.append(character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          return result.isEmpty ? nil : result
        } else {
          result.append(character)
        }
      }
    }
    return nil
  }

  /// The numbers of the message's `"web": [a, b, c]` example (HAPW07).
  static func webPattern(in message: String) -> [Int]? {
    guard let start = message.range(of: "\"web\": [") else { return nil }
    let rest = message[start.upperBound...].prefix { $0 != "]" }
    let numbers = rest.split(separator: ",").compactMap {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    return numbers.isEmpty ? nil : numbers
  }
}
