import Foundation
import HapCLI
import Synchronization

/// Runs `haptui import` in process with captured output, in scratch folders.
enum ImportCommandRun {
  final class Sink: Sendable {
    private let outText = Mutex("")
    private let errText = Mutex("")
    var out: String { outText.withLock { $0 } }
    var err: String { errText.withLock { $0 } }
    var io: CommandIO {
      CommandIO(
        out: { text in self.outText.withLock { $0 += text } },
        err: { text in self.errText.withLock { $0 += text } })
    }
  }

  static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let sink = Sink()
    let status = HaptuiCommand.run(arguments, io: sink.io)
    return (status, sink.out, sink.err)
  }

  /// A new empty scratch folder; the caller removes it.
  static func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "haptui-import-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func files(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  static let smallAHAP = """
    {
      "Version": 1.0,
      "Metadata": { "Project": "Tests", "Description": "two taps and a swell" },
      "Pattern": [
        { "Event": { "Time": 0.0, "EventType": "HapticTransient",
          "EventParameters": [ { "ParameterID": "HapticIntensity", "ParameterValue": 0.8 },
                               { "ParameterID": "HapticSharpness", "ParameterValue": 0.4 }, ] } },
        { "Event": { "Time": 0.1, "EventType": "HapticContinuous", "EventDuration": 0.3,
          "EventParameters": [ { "ParameterID": "HapticIntensity", "ParameterValue": 1.0 },
                               { "ParameterID": "HapticSharpness", "ParameterValue": 0.5 },
                               { "ParameterID": "AttackTime", "ParameterValue": 0.2 } ] } },
        { "ParameterCurve": { "ParameterID": "HapticIntensityControl", "Time": 0.1,
          "ParameterCurveControlPoints": [ { "Time": 0.0, "ParameterValue": 0.0 },
                                           { "Time": 0.3, "ParameterValue": 1.0 } ] } },
        { "Event": { "Time": 0.5, "EventType": "AudioCustom", "EventWaveformPath": "tap.wav" } },
      ]
    }
    """
}
