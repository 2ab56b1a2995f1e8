import Foundation
import HapModel

@testable import HapRender

/// Runs the web, React Native and gamepad artefacts in one `node` process against recording
/// stand-ins (`Resources/js/harness.js`) and returns what each called.
enum NodeInterpreter {
  /// Whether `node` is on the path.
  static let isAvailable: Bool = KotlinToolchain.run("command -v node")?.status == 0

  /// One run: an artefact file on an emulated environment.
  struct Job {
    var id: String
    var file: String
    var kind: String
    var env: [String: Any]
  }

  /// One recorded call (`api` and its arguments, `at` on the virtual clock).
  typealias Call = [String: Any]

  /// What a job did: its calls, or the error it threw.
  struct Outcome {
    var calls: [Call]
    var error: String?
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `jobs` (their files already written) and returns the outcome of each, by id.
  static func run(_ jobs: [Job], folder: String) throws -> [String: Outcome] {
    let list: [[String: Any]] = jobs.map {
      ["id": $0.id, "file": $0.file, "kind": $0.kind, "env": $0.env]
    }
    let jobsFile = folder + "/jobs.json"
    try JSONSerialization.data(withJSONObject: list).write(to: URL(fileURLWithPath: jobsFile))
    let command =
      "node '\(InterpreterResources.javascriptHarness)' '\(jobsFile)' > '\(folder)/calls.json' "
      + "2> '\(folder)/node.err'"
    guard let result = KotlinToolchain.run(command), result.status == 0 else {
      throw Failure(
        description: "node failed: " + InterpreterResources.read(folder + "/node.err"))
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/calls.json"))
    guard let results = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
      throw Failure(description: "node printed no array")
    }
    var outcomes: [String: Outcome] = [:]
    for result in results {
      guard let id = result["id"] as? String else { continue }
      outcomes[id] = Outcome(
        calls: result["calls"] as? [Call] ?? [], error: result["error"] as? String)
    }
    return outcomes
  }

  /// What a device of `profile` has: `navigator.vibrate`, the React Native host, a gamepad.
  static func environment(for profile: DeviceProfile) -> [String: Any] {
    switch profile.platform {
    // Firefox for Android: vibrate exists and returns true, and nothing is felt.
    case .web:
      ["navigator": true, "vibrate": profile.has(.vibrate), "felt": profile.has(.actuator)]
    case .reactNative:
      [
        "navigator": true, "vibrate": profile.host == .web && profile.has(.vibrate),
        "os": profile.host?.rawValue ?? "web",
      ]
    default: ["actuator": profile.has(.actuator)]
    }
  }
}
