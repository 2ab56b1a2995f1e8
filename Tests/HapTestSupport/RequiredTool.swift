import Foundation

/// Finds a program the tests need; `make deps` installs every one, so a missing tool fails.
///
/// A test that needs a tool asks for it with `#require`, so that a machine without it reports a
/// failure naming the package, never a skip that reads as green:
///
///     let adb = try #require(RequiredTool.path("adb"), "\(RequiredTool.missing("adb", package: "adb"))")
public enum RequiredTool {
  /// The absolute path of `name`: itself when it is an absolute executable path, else the first
  /// executable of that name on `PATH`; nil when there is none.
  public static func path(_ name: String) -> String? {
    let files = FileManager.default
    if name.hasPrefix("/") { return files.isExecutableFile(atPath: name) ? name : nil }
    let search = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in search.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if files.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The sentence a test fails with when `name` is missing, naming what installs it.
  public static func missing(_ name: String, package: String) -> String {
    "\(name) is not installed: `make deps` installs it (Debian package \(package))"
  }
}
