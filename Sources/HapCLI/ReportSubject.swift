import HapRender

/// The events a line of `haptui render`'s report names, short enough to read in a terminal.
///
/// A long track's line names thousands of events (`events 1, 12, 14, …`, tens of kilobytes on
/// one line); the text report then names the first runs that fit and counts the rest, and the
/// JSON report (`--json`) keeps one entry per event. The subject is scanned as bytes (D311):
/// splitting 100,000 runs into strings was a third of `render --platform ios`.
enum ReportSubject {
  /// The most characters a subject takes before its remaining events are counted instead.
  static let limit = 64
  /// The en dash of a run of events (`7–9`), in UTF-8.
  static let dash: [UInt8] = [0xE2, 0x80, 0x93]

  /// `line.compactSubject`, or its first runs and `and N more` when it is longer than `limit`.
  static func text(_ line: ReportLine, limit: Int = Self.limit) -> String {
    // A line about one event is named by its label when `compactSubject` would write the same
    // label again: `event N` in `ReportSite`'s form, or a label not starting `event ` (half the
    // lines of an iOS track, each transient's reason naming its time; D331).
    if line.subjects.count == 1, case let only = line.subjects.label(at: 0), fromEvent(only) {
      return text(only, limit: limit)
    }
    return fromEvents(line, limit: limit) ?? text(line.compactSubject, limit: limit)
  }

  /// `subject` as `text(_:limit:)` shortens a line's subject.
  static func text(_ subject: String, limit: Int) -> String {
    guard subject.utf8.count > limit else { return subject }
    guard
      let shortened = subject.utf8.withContiguousStorageIfAvailable({
        scanned($0, limit: limit)
      })
    else { return stringText(subject, limit: limit) }
    return shortened ?? subject
  }

  /// The shortened subject from its UTF-8 bytes, or `nil` for the subject unchanged; the string
  /// way's answer for bytes other than printable ASCII and the en dash (where characters and
  /// bytes could part).
  private static func scanned(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> String? {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x20 && byte < 0x7F {
        index += 1
      } else if isDash(bytes, at: index) {
        index += 3
      } else {
        return stringText(String(decoding: bytes, as: UTF8.self), limit: limit)
      }
    }
    guard let start = find(Array("events ".utf8), in: bytes, from: 0) else { return nil }
    let marker = start + 7
    // The runs after the marker, " and " read as ", ", then split at ", ".
    var joined: [UInt8] = []
    joined.reserveCapacity(bytes.count - marker)
    index = marker
    while index < bytes.count {
      if index + 5 <= bytes.count, bytes[index] == 0x20, bytes[index + 1] == 0x61,
        bytes[index + 2] == 0x6E, bytes[index + 3] == 0x64, bytes[index + 4] == 0x20
      {
        joined += [0x2C, 0x20]
        index += 5
      } else {
        joined.append(bytes[index])
        index += 1
      }
    }
    var runs: [Range<Int>] = []
    var first = 0
    index = 0
    while index + 1 < joined.count {
      if joined[index] == 0x2C, joined[index + 1] == 0x20 {
        runs.append(first..<index)
        index += 2
        first = index
      } else {
        index += 1
      }
    }
    runs.append(first..<joined.count)
    return joined.withUnsafeBufferPointer { joined in
      var kept = 0
      var length = characters(UnsafeBufferPointer(rebasing: bytes[0..<marker]))
      while kept < runs.count - 1 {
        let run = characters(UnsafeBufferPointer(rebasing: joined[runs[kept]]))
        guard length + run + 2 <= limit - 14 else { break }
        length += run + 2
        kept += 1
      }
      guard kept > 0 else { return nil }
      var rest = 0
      for run in runs[kept...] { rest += count(UnsafeBufferPointer(rebasing: joined[run])) }
      var text = Array(bytes[0..<marker])
      for (offset, run) in runs[..<kept].enumerated() {
        if offset > 0 { text += [0x2C, 0x20] }
        text += joined[run]
      }
      return String(decoding: text, as: UTF8.self) + " and \(rest) more"
    }
  }

  /// How many events a run names: `7` is one, `7–9` three (as many as from the first to the
  /// last; one for anything else).
  private static func count(_ run: UnsafeBufferPointer<UInt8>) -> Int {
    var ends: [Range<Int>] = []
    var first = 0
    var index = 0
    while index < run.count {
      if isDash(run, at: index) {
        if index > first { ends.append(first..<index) }
        index += 3
        first = index
      } else {
        index += 1
      }
    }
    if run.count > first { ends.append(first..<run.count) }
    guard ends.count == 2, let low = integer(UnsafeBufferPointer(rebasing: run[ends[0]])),
      let high = integer(UnsafeBufferPointer(rebasing: run[ends[1]]))
    else { return 1 }
    return high - low + 1
  }

  /// The bytes as `Int(_:)` reads a decimal: an optional sign and at least one digit, `nil` on
  /// anything else or overflow.
  private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    var negative = false
    if let sign = bytes.first, sign == 0x2B || sign == 0x2D {
      negative = sign == 0x2D
      index = 1
    }
    guard index < bytes.count else { return nil }
    var value = 0
    while index < bytes.count {
      let digit = bytes[index] &- 0x30
      guard digit < 10 else { return nil }
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) =
        negative
        ? times.subtractingReportingOverflow(Int(digit)) : times.addingReportingOverflow(Int(digit))
      guard !overflow, !carry else { return nil }
      value = sum
      index += 1
    }
    return value
  }

  /// Characters in bytes of printable ASCII and en dashes: each dash is three bytes.
  private static func characters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }

  private static func isDash(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index + 3 <= bytes.count && bytes[index] == dash[0] && bytes[index + 1] == dash[1]
      && bytes[index + 2] == dash[2]
  }

  /// The first place `pattern` starts in `bytes` at or after `start`.
  private static func find(
    _ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  )
    -> Int?
  {
    guard bytes.count >= pattern.count else { return nil }
    var index = start
    while index + pattern.count <= bytes.count {
      if bytes[index] == pattern[0],
        pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] })
      {
        return index
      }
      index += 1
    }
    return nil
  }
}
