import Foundation
import HapModel
import HapTestSupport

/// The Python reference for the schema differential test: `scripts/schema-verdicts.py`, which
/// reads each block with Python's strict `json` and validates it with `jsonschema` against
/// `schema/haptic-0.1.schema.json`.
enum ReferenceValidator {
  /// The repository root (this file is `Tests/HapModelTests/ReferenceValidator.swift`).
  static let root = Repository.root

  static let schema = root + "/schema/haptic-0.1.schema.json"
  static let script = root + "/scripts/schema-verdicts.py"

  /// Whether `python3` with the `jsonschema` module can run here.
  static let isAvailable: Bool = {
    guard let output = run("python3 -c 'import jsonschema; print(\"ok\")' 2>/dev/null") else {
      return false
    }
    return output.status == 0 && output.text.hasPrefix("ok")
  }()

  /// The reference verdict of every block in `paths` (folders of `.json` files, or `.jsonl`
  /// files of cases), keyed by case name (a file's name without `.json`).
  static func verdicts(paths: [String]) -> [String: SchemaVerdict] {
    let command =
      "python3 '\(script)' '\(schema)' " + paths.map { "'\($0)'" }.joined(separator: " ")
    guard let output = run(command), output.status == 0 else { return [:] }
    var result: [String: SchemaVerdict] = [:]
    for line in output.text.split(separator: "\n") {
      // Each line is a JSON object; read it with our own reader.
      guard let tree = try? JSONParser.parse(String(line)),
        let fileIndex = tree.member("file", of: tree.root),
        let verdictIndex = tree.member("verdict", of: tree.root),
        case .string(let file) = tree.nodes[fileIndex].kind,
        case .string(let raw) = tree.nodes[verdictIndex].kind,
        let verdict = SchemaVerdict(rawValue: raw)
      else { continue }
      let name = URL(fileURLWithPath: file).lastPathComponent
      result[name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : name] = verdict
    }
    return result
  }

  /// Runs a shell command and returns its standard output and exit status.
  ///
  /// `popen` rather than Foundation's `Process`, which hangs under `swift test` here.
  static func run(_ command: String) -> (text: String, status: Int32)? {
    let result = ChildProcess.shell(command)
    return result.status < 0 ? nil : (result.output, result.status)
  }

}
