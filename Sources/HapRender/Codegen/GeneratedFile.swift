/// One generated file.
public struct GeneratedFile: Equatable, Sendable {
  /// The path inside the output folder (`Haptics.swift`, `Haptics/heartbeat.ahap`).
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
