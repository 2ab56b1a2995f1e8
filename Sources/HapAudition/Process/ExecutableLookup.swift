import Foundation

/// Finds a program as a shell would: an absolute or relative path as it is, a bare name on
/// `PATH`.
public enum ExecutableLookup {
  /// The path of `name`, or nil when there is no executable of that name.
  public static func path(_ name: String, searchPath: String?) -> String? {
    let files = FileManager.default
    if name.contains("/") { return files.isExecutableFile(atPath: name) ? name : nil }
    for folder in (searchPath ?? "/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if files.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
