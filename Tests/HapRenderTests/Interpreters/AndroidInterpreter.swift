import Foundation
import HapModel

@testable import HapRender

/// Compiles every Kotlin artefact in one `kotlinc` run against the recording stand-ins of the
/// Android classes (`Resources/android`), then plays each on every emulated device in one JVM.
enum AndroidInterpreter {
  /// Whether `kotlinc`, `javac` and `java` are on the path.
  static var isAvailable: Bool { KotlinToolchain.isAvailable }

  /// How long each supported primitive plays on the emulated devices, in ms (a device reports
  /// its own through `getPrimitiveDurations`; these are the figures the profiles assume).
  static let primitiveLengths: [AndroidPrimitive: Int] = Dictionary(
    uniqueKeysWithValues: AndroidPrimitive.allCases.map { ($0, $0.typicalLength) })

  /// The harness's line for a device: name, API level, vibrator, amplitude control, envelopes,
  /// and the supported primitives with their lengths.
  static func deviceLine(_ profile: DeviceProfile) -> String {
    let primitives = profile.supportedPrimitives.sorted().map {
      "\($0.rawValue):\(primitiveLengths[$0]!)"
    }
    return [
      profile.name, String(profile.apiLevel ?? 0), String(profile.has(.actuator)),
      String(profile.has(.amplitude)), String(profile.has(.envelopeEffects)),
      primitives.isEmpty ? "-" : primitives.joined(separator: ","),
      String(!touchFeedbackOff(profile)),
    ].joined(separator: " ")
  }

  /// Whether the emulated device's user turned touch feedback off (issue 20 item 10): the
  /// interpreter's own devices named `…-touch-off`.
  static func touchFeedbackOff(_ profile: DeviceProfile) -> Bool {
    profile.name.hasSuffix("-touch-off")
  }

  /// One artefact run on one device.
  struct Outcome {
    var calls: [[String: Any]]
    var error: String?
  }

  /// Writes `sources` (class name → Kotlin text, with a package line), compiles them once and
  /// runs each on each of `devices`; the outcomes by class and device name.
  static func run(
    _ sources: [(className: String, text: String)], devices: [DeviceProfile], folder: String
  )
    throws -> [String: [String: Outcome]]
  {
    let manager = FileManager.default
    for (path, text) in InterpreterResources.android {
      let file = folder + "/stubs/" + path
      try manager.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: file, atomically: false, encoding: .utf8)
    }
    try manager.createDirectory(atPath: folder + "/kotlin", withIntermediateDirectories: true)
    for (position, source) in sources.enumerated() {
      try source.text.write(
        toFile: folder + "/kotlin/A\(position).kt", atomically: false, encoding: .utf8)
    }
    try devices.map(deviceLine).joined(separator: "\n")
      .write(toFile: folder + "/devices.txt", atomically: false, encoding: .utf8)
    try sources.map(\.className).joined(separator: "\n")
      .write(toFile: folder + "/classes.txt", atomically: false, encoding: .utf8)
    let steps = [
      "javac -nowarn -d '\(folder)/classes' $(find '\(folder)/stubs' -name '*.java')",
      "JAVA_OPTS='-Xmx1500M -Xms200M' kotlinc -nowarn '\(folder)'/kotlin/*.kt -cp '\(folder)/classes' -include-runtime "
        + "-d '\(folder)/artefacts.jar'",
      "java -cp '\(folder)/artefacts.jar:\(folder)/classes' Run '\(folder)/devices.txt' "
        + "'\(folder)/classes.txt' > '\(folder)/runs.jsonl'",
    ]
    for step in steps {
      let result = KotlinToolchain.run(step + " 2>&1")
      guard let result, result.status == 0 else {
        throw NodeInterpreter.Failure(
          description: "\(step) failed:\n\(result?.text.suffix(4000) ?? "")")
      }
    }
    var outcomes: [String: [String: Outcome]] = [:]
    for line in InterpreterResources.read(folder + "/runs.jsonl").split(separator: "\n") {
      guard
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let className = object["class"] as? String, let device = object["device"] as? String
      else { continue }
      outcomes[className, default: [:]][device] = Outcome(
        calls: object["calls"] as? [[String: Any]] ?? [], error: object["error"] as? String)
    }
    return outcomes
  }
}
