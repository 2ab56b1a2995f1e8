import Foundation
import HapModel

/// The Python reference for the schema differential test: `scripts/schema-verdicts.py`, which
/// reads each block with Python's strict `json` and validates it with `jsonschema` against
/// `schema/haptic-0.1.schema.json`.
enum ReferenceValidator {
  /// The repository root (this file is `Tests/HapModelTests/ReferenceValidator.swift`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

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
    guard let pipe = popen(command, "r") else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    let status = pclose(pipe)
    let exitCode = (status >> 8) & 0xFF
    return (String(decoding: bytes, as: UTF8.self), exitCode)
  }
}
