import Foundation

/// Inputs and scratch folders for the import tests of every level (HapImport's library, the
/// command, the editor).
public enum ImportSamples {
  /// A new empty scratch folder; the caller removes it.
  public static func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "haptui-import-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  public static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  public static func files(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// Two taps and a swell, with a sound event the import drops.
  public static let smallAHAP = """
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
