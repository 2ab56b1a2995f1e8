/// Reads the text of `dumpsys vibrator_manager` (D104).
///
/// Releases print a vibrator's info either as `VibratorInfo{mId=0, mCapabilities=[…], …}` on
/// one line or as an indented `key = value` list; both are `name = value` pairs, so the reader
/// takes the first value of each name it knows, with an `m` field prefix ignored.
public enum VibratorDump {
  /// The vibrator info in `text`.
  public static func info(_ text: String) -> VibratorInfo {
    // The manager's own fields (its capabilities) come before the first vibrator's info.
    let vibrator = text.ranges(of: "VibratorInfo").first.map { text[$0.lowerBound...] }
    let fields = pairs(vibrator.map(String.init) ?? text)
    let manager = pairs(text)
    var info = VibratorInfo()
    func value(_ names: String...) -> String? {
      names.lazy.compactMap { fields[$0] }.first
    }
    info.vibratorIDs = list(manager["vibratorids"]).compactMap { Int($0) }
    if info.vibratorIDs.isEmpty, let id = value("id").flatMap({ Int($0) }) {
      info.vibratorIDs = [id]
    }
    info.capabilities = Set(list(value("capabilities")))
    info.supportedEffects = Set(list(value("supportedeffects")))
    for entry in list(value("supportedprimitives")) {
      let name = entry.prefix { $0 != "(" }
      guard let id = VibratorInfo.primitiveNames[String(name)] else { continue }
      let inside = entry.drop { $0 != "(" }.dropFirst().prefix { $0.isNumber }
      info.primitiveLengths[id] = Int(inside)
    }
    info.primitiveDelayMax = value("primitivedelaymax").flatMap { Int($0) }
    info.compositionSizeMax = value("compositionsizemax").flatMap { Int($0) }
    info.maxEnvelopeEffectSize = value("maxenvelopeeffectsize").flatMap { Int($0) }
    info.minEnvelopeControlPointMillis = value(
      "minenvelopeeffectcontrolpointdurationmillis"
    ).flatMap { Int($0) }
    info.maxEnvelopeControlPointMillis = value(
      "maxenvelopeeffectcontrolpointdurationmillis"
    ).flatMap { Int($0) }
    info.resonantFrequency = value("resonantfrequency", "resonantfrequencyhz").flatMap(finite)
    info.qFactor = value("qfactor", "q-factor").flatMap(finite)
    return info
  }

  /// A number that is not NaN or infinite (the dump prints NaN for an unknown value).
  static func finite(_ text: String) -> Double? {
    Double(text).flatMap { $0.isFinite ? $0 : nil }
  }

  /// Every `name = value` or `name=value` pair: the name lowercased without an `m` field
  /// prefix, the value a bracketed list or a word; the first of each name wins.
  static func pairs(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    let characters = Array(text)
    var index = 0
    func isNameCharacter(_ c: Character) -> Bool {
      c.isLetter || c.isNumber || c == "_" || c == "-"
    }
    while index < characters.count {
      guard characters[index] == "=" else {
        index += 1
        continue
      }
      var end = index
      while end > 0, characters[end - 1] == " " { end -= 1 }
      var start = end
      while start > 0, isNameCharacter(characters[start - 1]) { start -= 1 }
      var valueStart = index + 1
      while valueStart < characters.count, characters[valueStart] == " " { valueStart += 1 }
      var valueEnd = valueStart
      if valueStart < characters.count, characters[valueStart] == "[" {
        while valueEnd < characters.count, characters[valueEnd] != "]" { valueEnd += 1 }
        valueEnd = min(valueEnd + 1, characters.count)
      } else {
        while valueEnd < characters.count, !",}\n ".contains(characters[valueEnd]) {
          valueEnd += 1
        }
      }
      if start < end {
        var name = String(characters[start..<end])
        if name.count > 1, name.first == "m", name.dropFirst().first?.isUppercase == true {
          name.removeFirst()
        }
        let key = name.lowercased()
        if result[key] == nil { result[key] = String(characters[valueStart..<valueEnd]) }
      }
      // Values may nest pairs (`FrequencyProfile{mResonantFrequencyHz=150.0, …}`): read on.
      index += 1
    }
    return result
  }

  /// The items of a bracketed list (`[A, B(12ms)]` → `A`, `B(12ms)`), or of a bare word.
  static func list(_ value: String?) -> [String] {
    guard var text = value?[...] else { return [] }
    if text.first == "[" { text = text.dropFirst() }
    if text.last == "]" { text = text.dropLast() }
    return text.split(separator: ",").map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }.filter { !$0.isEmpty }
  }
}
