import Glibc

/// Reads a block's pattern with its track decoded straight from the bytes, without a tree.
///
/// A long track is nearly all of a block, and the tree `JSONParser` builds for it (positions,
/// names, shared values) costs most of a read; a renderer needs only the events. This reader
/// takes the track's elements when each is an object whose members are the event grammar's,
/// with plain values: integers for `at` and `duration`, decimals without an exponent of at
/// most 15 digits for `intensity` and `sharpness`, known words for `type` and `curve`, ASCII
/// without escapes for `primitive`, each member once. Everything else of the block (a few
/// members) is parsed and decoded as usual with the track left empty.
///
/// It never decides anything on its own: for any block that is valid JSON its pattern equals
/// `PatternDecoder.decode` of the block's tree, or it gives `nil` (anything it does not read
/// exactly as the decoder would: an unknown member, an escape, an exponent, a repeated name,
/// members the pattern keeps verbatim). It does not check the grammar outside the track's
/// values, so a caller uses its pattern only once the block is known to parse (D447).
public enum DirectPatternReader {
  /// The pattern of the JSON text `content`, or `nil` (see the type's summary); `nil` too
  /// for a track of more than `limit` values, which `JSONParser` refuses.
  public static func pattern(
    in content: ArraySlice<UInt8>, limit: Int = JSONParser.valueLimit
  ) -> HapticPattern? {
    content.withUnsafeBufferPointer { buffer -> HapticPattern? in
      var reader = Reader(bytes: buffer, limit: limit)
      guard let (events, range) = reader.rootTrack() else { return nil }
      // The rest of the block, with the track's value replaced by an empty array.
      var rest: [UInt8] = []
      rest.reserveCapacity(buffer.count - range.count + 2)
      rest += UnsafeBufferPointer(rebasing: buffer[..<range.lowerBound])
      rest += [UInt8(ascii: "["), UInt8(ascii: "]")]
      rest += UnsafeBufferPointer(rebasing: buffer[range.upperBound...])
      guard let tree = try? JSONParser.parse(rest), var pattern = PatternDecoder.decode(tree),
        pattern.track == [], pattern.extra.isEmpty, pattern.fallbacks?.extra.isEmpty ?? true
      else { return nil }
      pattern.track = events
      return pattern
    }
  }

  /// The byte-level reader.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The JSON values read so far (each event and each of its members'), held to the
    /// parser's limit: a track the parser would refuse as too large is never decoded here, so
    /// no render starts on it (D024).
    var values = 0

    /// The most values the track may hold.
    let limit: Int

    init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
      self.bytes = bytes
      self.limit = limit
    }

    /// The events of the root object's one `track` member and the byte range of its value.
    mutating func rootTrack() -> ([TrackEvent], Range<Int>)? {
      skipWhitespace()
      guard take(UInt8(ascii: "{")) else { return nil }
      var found: ([TrackEvent], Range<Int>)?
      skipWhitespace()
      if take(UInt8(ascii: "}")) { return nil }
      while true {
        skipWhitespace()
        // Any other name is stepped over as a string: one with an escape may spell `track`.
        let isTrack = literal(#""track""#)
        guard isTrack || plainString() != nil else { return nil }
        skipWhitespace()
        guard take(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        if isTrack {
          // A repeated track is decoded by the last-wins rule; leave it to the decoder.
          guard found == nil else { return nil }
          let start = index
          guard let events = track() else { return nil }
          found = (events, start..<index)
        } else {
          guard skipValue() else { return nil }
        }
        skipWhitespace()
        if take(UInt8(ascii: ",")) { continue }
        guard take(UInt8(ascii: "}")) else { return nil }
        return found
      }
    }

    /// The elements of the array at `index`, each an event.
    private mutating func track() -> [TrackEvent]? {
      guard take(UInt8(ascii: "[")) else { return nil }
      var events: [TrackEvent] = []
      // A canonical event takes 60 bytes or more.
      events.reserveCapacity((bytes.count - index) / 60)
      skipWhitespace()
      if take(UInt8(ascii: "]")) { return events }
      while true {
        skipWhitespace()
        guard let event = event(id: EventID(events.count + 1)) else { return nil }
        events.append(event)
        guard values <= limit else { return nil }
        skipWhitespace()
        if take(UInt8(ascii: ",")) { continue }
        guard take(UInt8(ascii: "]")) else { return nil }
        return events
      }
    }

    /// One event object.
    private mutating func event(id: EventID) -> TrackEvent? {
      guard take(UInt8(ascii: "{")) else { return nil }
      values += 1
      var event = TrackEvent(id: id, at: 0, type: .transient)
      skipWhitespace()
      if take(UInt8(ascii: "}")) { return event }
      var seen: UInt8 = 0
      while true {
        skipWhitespace()
        guard let member = memberName() else { return nil }
        let bit: UInt8 = 1 << UInt8(member.rawValue)
        guard seen & bit == 0 else { return nil }
        seen |= bit
        values += 1
        skipWhitespace()
        guard take(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        switch member {
        case .at:
          guard let value = integer() else { return nil }
          event.at = value
        case .duration:
          guard let value = integer() else { return nil }
          event.duration = value
        case .intensity:
          guard let value = decimal() else { return nil }
          event.intensity = value
        case .sharpness:
          guard let value = decimal() else { return nil }
          event.sharpness = value
        case .type:
          if literal(#""transient""#) {
            event.type = .transient
          } else if literal(#""continuous""#) {
            event.type = .continuous
          } else {
            return nil
          }
        case .curve:
          guard let curve = curve() else { return nil }
          event.curve = curve
        case .primitive:
          guard let text = plainString() else { return nil }
          event.primitive = String(decoding: text, as: UTF8.self)
        }
        skipWhitespace()
        if take(UInt8(ascii: ",")) { continue }
        guard take(UInt8(ascii: "}")) else { return nil }
        return event
      }
    }

    /// The event member whose quoted name is at `index`, stepped over; `nil` for any other
    /// name (spelled with an escape too), which the decoder keeps verbatim.
    private mutating func memberName() -> EventMember? {
      guard index + 1 < bytes.count else { return nil }
      let (member, word): (EventMember, StaticString)
      switch bytes[index + 1] {
      case UInt8(ascii: "a"): (member, word) = (.at, #""at""#)
      case UInt8(ascii: "t"): (member, word) = (.type, #""type""#)
      case UInt8(ascii: "i"): (member, word) = (.intensity, #""intensity""#)
      case UInt8(ascii: "s"): (member, word) = (.sharpness, #""sharpness""#)
      case UInt8(ascii: "d"): (member, word) = (.duration, #""duration""#)
      case UInt8(ascii: "c"): (member, word) = (.curve, #""curve""#)
      case UInt8(ascii: "p"): (member, word) = (.primitive, #""primitive""#)
      default: return nil
      }
      return literal(word) ? member : nil
    }

    /// The curve whose quoted name is at `index`, stepped over, or `nil`.
    private mutating func curve() -> Curve? {
      if literal(#""easeOut""#) { return .easeOut }
      if literal(#""easeIn""#) { return .easeIn }
      if literal(#""linear""#) { return .linear }
      if literal(#""hold""#) { return .hold }
      return nil
    }

    /// Whether the bytes at `index` are `word`'s, then stepped over.
    private mutating func literal(_ word: StaticString) -> Bool {
      let count = word.utf8CodeUnitCount
      guard bytes.count - index >= count,
        memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0
      else { return false }
      index += count
      return true
    }

    // MARK: - Tokens

    private mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          index += 1
        default:
          return
        }
      }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// The bytes of a string of ASCII without escapes or control characters, or `nil`.
    private mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          return UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
        }
        guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
        index += 1
      }
      return nil
    }

    /// The end of a number's lexeme starting at `index` (`-`, digits, an optional fraction),
    /// or `nil` when it has an exponent or is not followed by the end of a value.
    private mutating func numberEnd(allowingFraction: Bool) -> Int? {
      var end = index
      if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
      let digitsStart = end
      while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
      guard end > digitsStart else { return nil }
      // A leading zero is allowed only alone (the parser refuses `01`).
      if bytes[digitsStart] == UInt8(ascii: "0"), end - digitsStart > 1 { return nil }
      if allowingFraction, end < bytes.count, bytes[end] == UInt8(ascii: ".") {
        end += 1
        let fractionStart = end
        while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
        guard end > fractionStart else { return nil }
      }
      guard end < bytes.count else { return nil }
      switch bytes[end] {
      case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "),
        UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        return end
      default:
        return nil
      }
    }

    /// An integer of at most 15 digits, as the decoder's `intValue` reads it.
    private mutating func integer() -> Int? {
      guard let end = numberEnd(allowingFraction: false) else { return nil }
      let negative = bytes[index] == UInt8(ascii: "-")
      let start = negative ? index + 1 : index
      // Counted before any is added up, so a longer number never overflows.
      guard end - start <= 15 else { return nil }
      var value = 0
      for offset in start..<end { value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0")) }
      index = end
      return negative ? -value : value
    }

    /// A decimal number as the parser computes it, when that is `ExactDecimal`'s.
    private mutating func decimal() -> Double? {
      guard let end = numberEnd(allowingFraction: true),
        let value = ExactDecimal.value(bytes, index..<end)
      else { return nil }
      index = end
      return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Steps over one JSON value of a text taken to be valid: a string, a container with all
    /// it holds, or a scalar; `false` where the text is cut short.
    private mutating func skipValue() -> Bool {
      guard index < bytes.count else { return false }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        return skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: "\""):
            guard skipString() else { return false }
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 {
              index += 1
              return true
            }
          default:
            break
          }
          index += 1
        }
        return false
      default:
        let start = index
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "),
            UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            return index > start
          default:
            index += 1
          }
        }
        return false
      }
    }

    /// Steps over a string, escapes included.
    private mutating func skipString() -> Bool {
      index += 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index += 1
          return true
        case UInt8(ascii: "\\"):
          index += 2
        default:
          index += 1
        }
      }
      return false
    }
  }
}
