import Foundation
import HapModel
import HapTestSupport
import Testing

/// Runs the JSONTestSuite parsing cases against the strict reader.
@Suite struct JSONTestSuiteTests {
  static let folder: URL? = {
    let root = URL(fileURLWithPath: Repository.root)
    let candidates = [
      ProcessInfo.processInfo.environment["JSON_TEST_SUITE"].map { URL(fileURLWithPath: $0) },
      root.appendingPathComponent("../shared/testdata/JSONTestSuite/test_parsing"),
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
  }()

  static func cases(prefix: String) -> [String] {
    guard let folder else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
  }

  @Test(.enabled(if: folder != nil, "../shared/testdata/JSONTestSuite is absent"))
  func acceptsEveryValidText() throws {
    let names = Self.cases(prefix: "y_")
    #expect(names.count > 90)
    for name in names {
      let data = try [UInt8](Data(contentsOf: Self.folder!.appendingPathComponent(name)))
      do {
        _ = try JSONParser.parse(data)
      } catch {
        Issue.record("\(name) should be accepted: \(error)")
      }
    }
  }

  @Test(.enabled(if: folder != nil, "../shared/testdata/JSONTestSuite is absent"))
  func rejectsEveryInvalidText() throws {
    let names = Self.cases(prefix: "n_")
    #expect(names.count > 180)
    for name in names {
      let data = try [UInt8](Data(contentsOf: Self.folder!.appendingPathComponent(name)))
      #expect(throws: JSONSyntaxError.self, "\(name) should be rejected") {
        try JSONParser.parse(data)
      }
    }
  }

  @Test(.enabled(if: folder != nil, "../shared/testdata/JSONTestSuite is absent"))
  func decidesImplementationDefinedTextsWithoutCrashing() throws {
    for name in Self.cases(prefix: "i_") {
      let data = try [UInt8](Data(contentsOf: Self.folder!.appendingPathComponent(name)))
      _ = try? JSONParser.parse(data)
    }
  }
}
