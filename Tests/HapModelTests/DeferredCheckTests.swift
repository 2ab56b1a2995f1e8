import Foundation
import HapModel
import HapTestSupport
import Testing

/// A document read without its checks and checked later says exactly what one read checked
/// says (D264: the editor draws a long track before it is checked).
@Suite struct DeferredCheckTests {
  /// Every `.hap.md` the repository holds (the library and the test fixtures, broken ones
  /// too, the fuzzer's crashes among them), and each block of the schema corpus in a file.
  static let documents: [(name: String, bytes: [UInt8])] = {
    var found: [(name: String, bytes: [UInt8])] = []
    for root in ["Patterns", "Tests"] {
      let folder = Repository.path(root)
      let walker = FileManager.default.enumerator(atPath: folder)
      while let name = walker?.nextObject() as? String {
        let path = folder + "/" + name
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        if name.hasSuffix(".hap.md") || name.contains("fuzz-regressions/crash-") {
          found.append((path, [UInt8](data)))
        } else if name.contains("schema-corpus/"), name.hasSuffix(".json") {
          let head = Array("---\nid: corpus\ntitle: Corpus\n---\n\n```haptic\n".utf8)
          found.append((path, head + [UInt8](data) + Array("\n```\n".utf8)))
        }
      }
    }
    return found.sorted { $0.name < $1.name }
  }()

  @Test("checked later gives the same diagnostics as checked when read, for every file here")
  func sameDiagnostics() {
    #expect(Self.documents.count > 100, "found \(Self.documents.count) files")
    var withRuleFindings = 0
    for (name, bytes) in Self.documents {
      let now = HapDocument(bytes: bytes, path: name)
      let unchecked = HapDocument(bytes: bytes, path: name, checking: false)
      let later = unchecked.checked()
      #expect(later.diagnostics == now.diagnostics, "\(name)")
      #expect(later.isChecked && now.isChecked)
      #expect(later.pattern == now.pattern, "\(name)")
      if unchecked.diagnostics != now.diagnostics {
        #expect(!unchecked.isChecked, "\(name)")
        withRuleFindings += 1
      }
    }
    // The rules find something in many of them: the comparison is not of empty lists.
    #expect(withRuleFindings > 50, "only \(withRuleFindings) files have rule findings")
  }

  @Test("unchecked, a rule's error is absent; checked, it is there, and checking twice is once")
  func ruleErrorsWaitForTheCheck() {
    let text = """
      ---
      id: tap
      ---

      ```haptic
      {
        "id": "other",
        "track": [
          { "at": 0, "type": "transient", "intensity": 0.5, "sharpness": 0.5 }
        ]
      }
      ```

      """
    let unchecked = HapDocument(bytes: Array(text.utf8), checking: false)
    #expect(!unchecked.isChecked)
    #expect(unchecked.pattern != nil)
    #expect(!unchecked.diagnostics.contains { $0.code == "HAP003" })
    let checked = unchecked.checked()
    #expect(checked.diagnostics.contains { $0.code == "HAP003" && $0.severity == .error })
    #expect(checked.checked().diagnostics == checked.diagnostics)
  }
}
