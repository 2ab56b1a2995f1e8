/// The file formats `haptui import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
  /// Apple Haptic and Audio Pattern (`.ahap`), read leniently.
  case ahap
  /// Meta / Lofelt `.haptic` version 1.
  case haptic
  /// Android vibration XML (`<vibration-effect>` / `<vibration-select>`).
  case androidXML = "android-xml"

  /// The format a file name's extension names, if any (`.ahap`, `.haptic`, `.xml`).
  public init?(fileName: String) {
    let lower = fileName.lowercased()
    if lower.hasSuffix(".ahap") {
      self = .ahap
    } else if lower.hasSuffix(".haptic") {
      self = .haptic
    } else if lower.hasSuffix(".xml") {
      self = .androidXML
    } else {
      return nil
    }
  }

  /// The format the first meaningful bytes suggest: `<` is XML, a JSON object with `Pattern`
  /// is AHAP, one with `signals` or `version` is `.haptic`.
  public init?(sniffing bytes: [UInt8]) {
    var index = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "<") {
      self = .androidXML
      return
    }
    guard bytes[index] == UInt8(ascii: "{") else { return nil }
    let head = String(decoding: bytes.prefix(65_536), as: UTF8.self)
    if head.contains("\"Pattern\"") {
      self = .ahap
    } else if head.contains("\"signals\"") || head.contains("\"version\"") {
      self = .haptic
    } else {
      return nil
    }
  }

  /// How people name the format in messages.
  public var displayName: String {
    switch self {
    case .ahap: "AHAP"
    case .haptic: "Meta/Lofelt .haptic"
    case .androidXML: "Android vibration XML"
    }
  }
}
