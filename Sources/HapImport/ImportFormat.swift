/// The file formats `haptui import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
  /// Apple Haptic and Audio Pattern (`.ahap`), read leniently.
  case ahap
  /// Meta / Lofelt `.haptic` version 1.
  case haptic
  /// Android vibration XML (`<vibration-effect>` / `<vibration-select>`).
  case androidXML = "android-xml"
  /// A sound (WAV, AIFF, FLAC, Ogg, Opus, MP3: what libsndfile reads), analysed by HapAudio.
  case audio

  /// File name extensions read as sounds.
  public static let soundExtensions = [
    "wav", "wave", "aif", "aiff", "aifc", "flac", "ogg", "oga", "opus", "mp3", "au", "snd",
    "caf", "w64", "rf64",
  ]

  /// The format a file name's extension names, if any (`.ahap`, `.haptic`, `.xml`).
  public init?(fileName: String) {
    let lower = fileName.lowercased()
    if lower.hasSuffix(".ahap") {
      self = .ahap
    } else if lower.hasSuffix(".haptic") {
      self = .haptic
    } else if lower.hasSuffix(".xml") {
      self = .androidXML
    } else if let dot = lower.lastIndex(of: "."),
      Self.soundExtensions.contains(String(lower[lower.index(after: dot)...]))
    {
      self = .audio
    } else {
      return nil
    }
  }

  /// The format the first meaningful bytes suggest: `<` is XML, a JSON object with `Pattern`
  /// is AHAP, one with `signals` or `version` is `.haptic`.
  public init?(sniffing bytes: [UInt8]) {
    // RIFF (WAV), FORM (AIFF), fLaC, OggS, ID3 (MP3), .snd, caf.
    let magics: [[UInt8]] = [
      Array("RIFF".utf8), Array("RF64".utf8), Array("FORM".utf8), Array("fLaC".utf8),
      Array("OggS".utf8), Array("ID3".utf8), Array(".snd".utf8), Array("caff".utf8),
    ]
    if magics.contains(where: { bytes.starts(with: $0) }) {
      self = .audio
      return
    }
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
    case .audio: "sound"
    }
  }
}
