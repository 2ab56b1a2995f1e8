import Foundation
import HapTestSupport

/// The inputs the regression tests replay: kept crash inputs, the pattern library, fixtures.
enum FuzzInputs {
  static let root = URL(fileURLWithPath: Repository.root)

  /// `Tests/Fixtures/fuzz-regressions`, where `make fuzz` copies every crash input it finds.
  static let regressionFolder = root.appendingPathComponent("Tests/Fixtures/fuzz-regressions")

  /// The names of the kept crash inputs (every file but the folder's README), sorted.
  static let regressions: [String] = files(in: regressionFolder).filter { $0 != "README.md" }

  /// The `.hap.md` files of `Patterns/` and of the model's fixtures, as paths from the root.
  static let knownGood: [String] =
    files(in: root.appendingPathComponent("Patterns")).map { "Patterns/" + $0 }
    + files(in: root.appendingPathComponent("Tests/HapModelTests/Fixtures")).map {
      "Tests/HapModelTests/Fixtures/" + $0
    }.filter { $0.hasSuffix(".hap.md") }

  /// The bytes of `path`, relative to the package root.
  static func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
  }

  static func files(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }
}
