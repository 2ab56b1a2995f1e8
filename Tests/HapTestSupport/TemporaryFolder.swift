import Glibc

/// A fresh folder under /tmp for one test, removed with everything in it (permissions restored
/// first) when the value goes away, unless `keep()` was called.
public final class TemporaryFolder: @unchecked Sendable {
  public let path: String
  private var kept = false

  /// Creates `/tmp/<prefix>-XXXXXX`.
  public init(prefix: String = "haptui-test") {
    var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
    path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
  }

  deinit {
    if !kept { Self.remove(path) }
  }

  /// Leaves the folder in place (the caller removes it with `TemporaryFolder.remove`).
  @discardableResult
  public func keep() -> String {
    kept = true
    return path
  }

  /// Writes `text` to `name`, leaves the folder in place and returns the file's full path.
  @discardableResult
  public func keep(write name: String, _ text: String) -> String {
    keep()
    return write(name, text)
  }

  /// Removes the folder now (for a caller that cannot wait for the value to go away).
  public func remove() {
    if !kept { Self.remove(path) }
    kept = true
  }

  /// The full path of `name` inside the folder.
  public func path(_ name: String) -> String {
    path + "/" + name
  }

  /// Writes `bytes` to `name` (making its folders) and returns the file's full path.
  @discardableResult
  public func write(_ name: String, _ bytes: [UInt8]) -> String {
    let file = path(name)
    let folder = String(file[..<file.lastIndex(of: "/")!])
    _ = makeFolders(folder)
    TextFile.write(bytes, to: file)
    return file
  }

  /// Writes `text` to `name` and returns the file's full path.
  @discardableResult
  public func write(_ name: String, _ text: String) -> String {
    write(name, Array(text.utf8))
  }

  /// The bytes of `name`, or none when it cannot be read.
  public func bytes(_ name: String) -> [UInt8] {
    TextFile.bytes(path(name)) ?? []
  }

  /// Copies a file of the repository's Patterns folder here and returns the copy's path.
  public func copy(pattern name: String) -> String {
    write(name, TextFile.bytes(Repository.path("Patterns/" + name)) ?? [])
  }

  /// Removes `path` and everything in it, making unreadable folders readable first.
  public static func remove(_ path: String) {
    let quoted =
      "'"
      + path.split(separator: "'", omittingEmptySubsequences: false)
      .joined(separator: "'\\''") + "'"
    _ = system("chmod -R u+rwx \(quoted) 2>/dev/null; rm -rf \(quoted)")
  }

  /// Makes `folder` and its parents (mode 0755).
  private func makeFolders(_ folder: String) -> Bool {
    var current = ""
    for part in folder.split(separator: "/", omittingEmptySubsequences: false) {
      current += current.isEmpty && part.isEmpty ? "" : "/" + part
      if current.isEmpty { continue }
      if mkdir(current, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
  }
}
