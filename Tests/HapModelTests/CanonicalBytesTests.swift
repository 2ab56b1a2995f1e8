import HapTestSupport
import Testing

@testable import HapModel

/// The byte writer of the canonical layout (`PatternEncoder.canonicalBytes`, `JSONBytes`,
/// `EventLineWriter`) writes exactly what the string encoder it replaced wrote.
@Suite struct CanonicalBytesTests {
  /// Texts a designer or a hostile file could put in a string: quotes, escapes, control
  /// characters, non-ASCII, a combining mark (which joins the quote before it into one
  /// character, so it changes the width a line is counted at), wide scripts.
  static let texts = [
    "", "tick", "a\"b", "back\\slash", "line\nbreak", "cr\r\n", "\t\u{08}\u{0C}", "\u{01}\u{1F}",
    "é", "e\u{301}", "\u{301}start", "日本語のプリミティブ", "👍🏽", "x\u{7F}y",
    String(repeating: "w", count: 70),
  ]

  @Test func numbersAreWrittenAsJSONWriterWritesThem() {
    var values: [Double] = (0...100).map { Double($0) / 100 } + (0...1000).map { Double($0) / 1000 }
    values += [-0.0, -0.5, 1.5, 2, 1e-7, 0.1 + 0.2, 123.456, -1e-300, 1e15, 1e16, 3e22, .pi]
    values += [.infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
    var random = SplitMix64(seed: 61)
    for _ in 0..<5_000 {
      values.append(Double.random(in: 0...1, using: &random))
      values.append((Double.random(in: 0...1, using: &random) * 100).rounded() / 100)
      values.append((Double.random(in: 0...1, using: &random) * 1000).rounded() / 1000)
      values.append(Double(Int.random(in: 0...1000, using: &random)) / 1000 + 1e-12)
      values.append(Double(bitPattern: random.next()))
    }
    for value in values {
      var bytes: [UInt8] = []
      JSONBytes.appendNumber(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == JSONWriter.number(value), "\(value)")
    }
  }

  @Test func integersAreWrittenAsStringWritesThem() {
    var values = [0, 1, -1, 9, 10, 99, 100, 12_345, -987_654, 9_999_999_999, 10_000_000_000]
    values += [Int.max, Int.min, Int.min + 1]
    var random = SplitMix64(seed: 62)
    for _ in 0..<2_000 {
      values.append(Int(truncatingIfNeeded: random.next()) >> (random.next() % 64))
    }
    for value in values {
      var bytes: [UInt8] = []
      JSONBytes.appendInteger(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }
  }

  @Test(arguments: texts)
  func stringsAreQuotedAsJSONWriterQuotesThem(text: String) {
    var bytes: [UInt8] = []
    JSONBytes.appendQuoted(text, to: &bytes)
    #expect(bytes == Array(JSONWriter.quoted(text).utf8))
  }

  @Test func everyControlCharacterIsQuotedAsBefore() {
    for value in 0..<0x80 {
      let text = "a" + String(UnicodeScalar(UInt8(value))) + "b"
      var bytes: [UInt8] = []
      JSONBytes.appendQuoted(text, to: &bytes)
      #expect(bytes == Array(JSONWriter.quoted(text).utf8), "U+\(value)")
    }
  }

  /// Random patterns, read from random block texts so events carry unknown members and kept
  /// stand-ins, then edited as the editor edits them: the bytes match the reference encoder.
  @Test func randomPatternsMatchTheStringEncoder() throws {
    var random = SplitMix64(seed: 63)
    var layouts = (inline: 0, open: 0)
    for round in 0..<300 {
      var pattern = try #require(Self.randomPattern(&random), "round \(round)")
      Self.edit(&pattern, &random)
      let expected = ReferencePatternEncoder.canonicalText(of: pattern)
      let bytes = PatternEncoder.canonicalBytes(of: pattern)
      #expect(String(decoding: bytes, as: UTF8.self) == expected, "round \(round)")
      #expect(bytes == Array(expected.utf8), "round \(round)")
      #expect(PatternEncoder.canonicalText(of: pattern) == expected)
      layouts.inline += expected.components(separatedBy: "\n    { ").count - 1
      layouts.open += expected.components(separatedBy: "\n    {\n").count - 1
    }
    // Both layouts of an event were compared, many times.
    #expect(layouts.inline > 300)
    #expect(layouts.open > 100)
  }

  /// A pattern edited again and again, each version written through one cache (D340): every
  /// write is the bytes written without it, whatever the edit (a stretch changed, events added
  /// or removed at either end or inside, a number's sign of zero flipped, the track emptied).
  @Test func writesThroughTheTrackCacheAreTheBytesWrittenWithout() throws {
    var random = SplitMix64(seed: 64)
    let cache = TrackEncodingCache()
    var reused = 0
    for round in 0..<200 {
      var pattern = try #require(Self.randomPattern(&random), "round \(round)")
      for step in 0..<8 {
        var track = pattern.track ?? []
        switch random.next() % 7 {
        case 0: Self.edit(&pattern, &random)
        case 1 where !track.isEmpty:
          let index = Int(random.next() % UInt64(track.count))
          track[index].at += 1
          pattern.track = track
        case 2 where !track.isEmpty:
          track.remove(at: Int(random.next() % UInt64(track.count)))
          pattern.track = track
        case 3:
          let index = Int(random.next() % UInt64(track.count + 1))
          track.insert(
            TrackEvent(id: EventID(900_000 + step), at: 5, type: .transient, intensity: 0.5),
            at: index)
          pattern.track = track
        case 4 where !track.isEmpty:
          let index = Int(random.next() % UInt64(track.count))
          let zero = track[index].intensity == 0.0 && track[index].intensity?.sign == .plus
          track[index].intensity = zero ? -0.0 : 0.0
          pattern.track = track
        case 5 where random.next() % 8 == 0: pattern.track = []
        default:
          // The same pattern again: everything is copied.
          break
        }
        let expected = PatternEncoder.canonicalBytes(of: pattern)
        let cached = PatternEncoder.canonicalBytes(of: pattern, cache: cache)
        #expect(cached == expected, "round \(round) step \(step)")
        if cached == expected, (pattern.track?.count ?? 0) > 2 { reused += 1 }
      }
    }
    #expect(reused > 500)
  }

  /// A track's text keeps where each event starts, so the next write can copy any run of it.
  @Test func theTrackTextKnowsWhereEachEventStarts() {
    let events = (0..<50).map {
      TrackEvent(id: EventID($0), at: $0 * 10, type: .transient, intensity: Double($0) / 50)
    }
    var edited = events
    edited[20].intensity = 0.99
    edited.insert(TrackEvent(id: EventID(77), at: 205, type: .transient), at: 21)
    let first = TrackText(events, reusing: nil)
    let second = TrackText(edited, reusing: first)
    for text in [first, second] {
      #expect(text.starts.count == text.events.count + 1)
      #expect(text.starts.last == text.bytes.count)
      for (index, event) in text.events.enumerated() {
        var line: [UInt8] = []
        var writer = EventLineWriter()
        writer.append(event, to: &line)
        #expect(Array(text.bytes[text.starts[index]..<text.starts[index + 1]]) == line + [44, 10])
      }
    }
  }

  @Test func emptyPatternsMatchTheStringEncoder() {
    var pattern = HapticPattern(id: "")
    pattern.haptic = ""
    #expect(
      PatternEncoder.canonicalText(of: pattern)
        == ReferencePatternEncoder.canonicalText(of: pattern))
    pattern.track = []
    #expect(
      PatternEncoder.canonicalText(of: pattern)
        == ReferencePatternEncoder.canonicalText(of: pattern))
  }

  @Test func aSavedEditIsTheSameInAQuotedOrIndentedBlock() throws {
    // A block inside a block quote rewrites every line with its prefix; the fast replacement
    // (the text as it is) is only for top-level blocks with `\n` endings.
    let file =
      "---\nid: tap\n---\n\n> ```haptic\n> {\n>   \"haptic\": \"0.1\",\n>   \"id\": \"tap\",\n"
      + ">   \"track\": [{ \"at\": 0, \"type\": \"transient\" }]\n> }\n> ```\n"
    let document = HapDocument(bytes: Array(file.utf8))
    var pattern = try #require(document.pattern)
    pattern.track?[0].intensity = 0.5
    let saved = String(decoding: document.serialized(with: pattern), as: UTF8.self)
    #expect(
      saved
        == "---\nid: tap\n---\n\n> ```haptic\n> {\n>   \"haptic\": \"0.1\",\n>   \"id\": \"tap\",\n"
        + ">   \"track\": [\n>     { \"at\": 0, \"type\": \"transient\", \"intensity\": 0.5 }\n>   ]\n"
        + "> }\n> ```\n")
  }

  // MARK: - Generation

  static func pick<T>(_ values: [T], _ random: inout SplitMix64) -> T {
    values[Int(random.next() % UInt64(values.count))]
  }

  static func number(_ random: inout SplitMix64) -> String {
    pick(
      [
        "0", "1", "0.5", "0.25", "0.333", "1.0", "1e-3", "-0.2", "12.75", "0.1234567890123", "2",
        "100",
      ], &random)
  }

  static func quoted(_ random: inout SplitMix64) -> String {
    JSONWriter.quoted(pick(texts, &random))
  }

  /// An event's JSON: known members in any order, some of the wrong type, some unknown.
  static func eventText(_ random: inout SplitMix64) -> String {
    var members: [String] = []
    members.append(
      "\"at\": \(random.next() % 3 == 0 ? "\"late\"" : String(random.next() % 100_000))")
    members.append(
      "\"type\": \(pick(["\"transient\"", "\"continuous\"", "\"buzz\"", "3"], &random))")
    if random.next() % 2 == 0 { members.append("\"intensity\": \(number(&random))") }
    if random.next() % 2 == 0 { members.append("\"sharpness\": \(number(&random))") }
    if random.next() % 2 == 0 {
      members.append("\"duration\": \(pick(["10", "250", "-4", "1.5", "\"x\""], &random))")
    }
    if random.next() % 3 == 0 {
      members.append(
        "\"curve\": \(pick(["\"linear\"", "\"easeIn\"", "\"hold\"", "\"wobble\""], &random))")
    }
    if random.next() % 3 == 0 { members.append("\"primitive\": \(quoted(&random))") }
    if random.next() % 5 == 0 { members.append("\"x-note\": \(quoted(&random))") }
    if random.next() % 9 == 0 {
      members.append("\"x-deep\": { \"a\": [1, { \"b\": null }], \"c\": true }")
    }
    var order = members
    if random.next() % 4 == 0 { order.shuffle(using: &random) }
    return "{ " + order.joined(separator: ", ") + " }"
  }

  static func randomPattern(_ random: inout SplitMix64) -> HapticPattern? {
    var members = ["\"haptic\": \"0.1\"", "\"id\": \(quoted(&random))"]
    if random.next() % 2 == 0 { members.append("\"intent\": \"impact.heavy\"") }
    let count = Int(random.next() % 12)
    members.append(
      "\"track\": [" + (0..<count).map { _ in eventText(&random) }.joined(separator: ", ") + "]")
    if random.next() % 2 == 0 {
      members.append("\"fallbacks\": { \"web\": [10, 20], \"reduced\": \"tick\" }")
    }
    if random.next() % 4 == 0 { members.append("\"x-top\": \(quoted(&random))") }
    let text = "{ " + members.joined(separator: ", ") + " }"
    return (try? JSONParser.parse(text)).flatMap(PatternDecoder.decode)
  }

  /// Edits like the editor's: new values for typed fields, events added and removed.
  static func edit(_ pattern: inout HapticPattern, _ random: inout SplitMix64) {
    guard var track = pattern.track else { return }
    for index in track.indices where random.next() % 3 == 0 {
      track[index].intensity = Double(random.next() % 101) / 100
      if random.next() % 2 == 0 {
        track[index].sharpness = Double.random(in: 0...1, using: &random)
      }
      if random.next() % 4 == 0 { track[index].at = Int(random.next() % 1_000_000) }
      if random.next() % 4 == 0 { track[index].duration = Int(random.next() % 5_000) }
      if random.next() % 5 == 0 { track[index].primitive = pick(texts, &random) }
      if random.next() % 5 == 0 { track[index].curve = pick(Curve.allCases, &random) }
    }
    if random.next() % 3 == 0 {
      track.append(
        TrackEvent(
          id: EventID(999_999), at: Int(random.next() % 10_000), type: .continuous,
          intensity: 1, sharpness: 0.45, duration: 120, curve: .easeOut))
    }
    if random.next() % 4 == 0, !track.isEmpty { track.removeFirst() }
    pattern.track = track
  }
}
