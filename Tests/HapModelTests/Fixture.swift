import Foundation
import HapModel
import HapTestSupport

/// Test fixtures under `Tests/HapModelTests/Fixtures`, read by path.
enum Fixture {
  static let folder = Repository.path("Tests/HapModelTests/Fixtures")

  static func path(_ name: String) -> String { folder + "/" + name }

  static func bytes(_ name: String) -> [UInt8] {
    TextFile.bytes(path(name)) ?? []
  }

  static func document(_ name: String) -> HapDocument { HapDocument.read(path: path(name)) }

  /// A document from text (for small inline cases).
  static func document(text: String) -> HapDocument { HapDocument(bytes: Array(text.utf8)) }

  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder() -> String {
    TemporaryFolder(prefix: "haptui-model").keep()
  }
}
