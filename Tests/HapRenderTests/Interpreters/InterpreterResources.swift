import Glibc

/// The interpreters' stand-ins, read from `Interpreters/Resources` beside this file: the
/// recording Android classes (Java) and the JavaScript harness.
enum InterpreterResources {
  /// `Interpreters/Resources`.
  static let folder: String = {
    let path = #filePath
    return String(path[..<path.lastIndex(of: "/")!]) + "/Resources"
  }()

  /// The JavaScript harness that runs web, React Native and gamepad artefacts in node.
  static var javascriptHarness: String { folder + "/js/harness.js" }

  /// Every Java source of the Android stand-ins, by path below `Resources/android`.
  static let android: [String: String] = {
    var files: [String: String] = [:]
    collect(folder + "/android", prefix: "", into: &files)
    return files
  }()

  private static func collect(
    _ directory: String, prefix: String, into files: inout [String: String]
  ) {
    guard let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      let path = directory + "/" + name
      if name.hasSuffix(".java") {
        files[prefix + name] = read(path)
      } else {
        collect(path, prefix: prefix + name + "/", into: &files)
      }
    }
  }

  /// A file's text ("" when it cannot be read).
  static func read(_ path: String) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
