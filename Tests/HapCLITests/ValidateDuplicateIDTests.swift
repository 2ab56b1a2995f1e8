import Foundation
import Testing

@testable import HapCLI

/// Issue 20 item 7: two files with one id pass `validate` one by one but cannot ship together
/// (codegen and export need one id per pattern), so `validate` over both says so on each.
@Suite struct ValidateDuplicateIDTests: CommandTesting {
  static func pattern(_ id: String, title: String) -> String {
    """
    ---
    id: \(id)
    title: \(title)
    spec: "0.1"
    intent: selection
    ---

    # \(title)

    ```haptic
    { "haptic": "0.1", "id": "\(id)", "intent": "selection", "fallbacks": { "web": [30] } }
    ```

    """
  }

  @Test func twoFilesWithOneIDAreAnErrorOnBoth() throws {
    let root = try folder([
      "a/tick.hap.md": Self.pattern("tick", title: "Tick"),
      "b/copy.hap.md": Self.pattern("tick", title: "Copy"),
      "c/other.hap.md": Self.pattern("other", title: "Other"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["validate", root])
    #expect(result.status == 1, "\(result.out)")
    let lines = result.out.split(separator: "\n").filter { $0.contains("HAP009") }
    #expect(lines.count == 2, "\(result.out)")
    #expect(lines.contains { $0.hasPrefix("\(root)/a/tick.hap.md:2:5: error[HAP009]") })
    #expect(lines.contains { $0.contains("also the id of \(root)/b/copy.hap.md:2") })
    #expect(lines.contains { $0.hasPrefix("\(root)/b/copy.hap.md:2:5: error[HAP009]") })
    #expect(result.out.contains("3 files checked: 1 conformant, 2 not"), "\(result.out)")
    // One file alone is conformant: the error is about the set.
    #expect(run(["validate", root + "/a/tick.hap.md"]).status == 0)
    let json = run(["validate", "--json", root])
    #expect(json.out.contains("\"code\": \"HAP009\""), "\(json.out)")
  }
}
