import Glibc

/// The process's environment variables.
public enum ProcessEnvironment {
  /// The value of the variable `name`, or `nil` when it is unset or empty.
  public static func value(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }

  /// Every variable of the environment, for the programs this one starts (adb, busctl, ssh).
  public static func all() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return result
  }
}
