import Foundation
import HapModel

/// Test fixtures under `Tests/HapModelTests/Fixtures`, read by path.
enum Fixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static func bytes(_ name: String) -> [UInt8] {
    (try? [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))) ?? []
  }

  static func document(_ name: String) -> HapDocument { HapDocument.read(path: path(name)) }

  /// A document from text (for small inline cases).
  static func document(text: String) -> HapDocument { HapDocument(bytes: Array(text.utf8)) }

  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder() -> String {
    let path = NSTemporaryDirectory() + "haptui-model-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
