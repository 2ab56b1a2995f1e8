import Foundation
import Glibc

/// A temporary folder for one test, removed (permissions restored first) when done.
struct Scratch {
  let path: String

  init() {
    path = NSTemporaryDirectory() + "haptui-hostile-\(UUID().uuidString)"
    mkdir(path, 0o755)
  }

  /// Writes `bytes` to `name` inside the folder and returns the full path.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) -> String {
    let file = path + "/" + name
    let folder = (file as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
    return file
  }

  func bytes(_ name: String) -> [UInt8] {
    [UInt8](FileManager.default.contents(atPath: path + "/" + name) ?? Data())
  }

  func remove() {
    chmod(path, 0o755)
    if let names = try? FileManager.default.subpathsOfDirectory(atPath: path) {
      for name in names { chmod(path + "/" + name, 0o755) }
    }
    try? FileManager.default.removeItem(atPath: path)
  }
}
