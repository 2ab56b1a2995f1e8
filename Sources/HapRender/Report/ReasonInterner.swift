/// Numbers reason texts: equal texts get one number, the first text's, so a long report's lines
/// are told apart by integers rather than by comparing and hashing their words (D467).
///
/// A long track's verdicts share a few texts among thousands of sites (the memo makes each once),
/// so a text is looked up first by where its UTF-8 is stored, in a small direct-mapped table. The
/// interner holds every text whose address it notes, so no other text can be stored there while
/// the note stands: a number found by address is always right. Only a text not met that way is
/// hashed and compared.
struct ReasonInterner: Sendable {
  /// The reasons by number.
  private(set) var reasons: [ReasonText] = []
  /// iOS's transient reasons by time, for the one row they cite (`transientRow`): open
  /// addressing like `table`, `timeCount` of them. A transient's reason citing another row is
  /// numbered by its words.
  private var times = [Int32](repeating: 0, count: 64)
  private var timeCount = 0
  private var transientRow: String?
  /// Open addressing over the texts' hashes: `number + 1` at each place, 0 where empty; a power
  /// of two, at most half full.
  private var table = [Int32](repeating: 0, count: 64)
  private var hashes: [Int] = []
  /// How many reasons are words (in the table).
  private var words = 0
  /// Storage address (times one, never 0) and number of the texts met lately, by place.
  private static let mask = 4_095
  private var storedKeys = [Int](repeating: 0, count: mask + 1)
  private var storedNumbers = [Int32](repeating: 0, count: mask + 1)
  /// Texts noted by address that `reasons` does not hold itself (an equal text's storage).
  private var held: [String] = []

  /// An interner expecting about `texts` distinct texts.
  init(expecting texts: Int = 0) {
    var size = 64
    while size < texts * 2 { size *= 2 }
    table = [Int32](repeating: 0, count: size)
    reasons.reserveCapacity(texts)
    hashes.reserveCapacity(texts)
  }

  /// How many reasons have a number.
  var count: Int { reasons.count }

  /// The words of reason `number`.
  func text(_ number: Int32) -> String { reasons[Int(number)].text }

  /// The number of `reason`, a new one when no equal reason has one yet.
  mutating func number(of reason: ReasonText) -> Int32 {
    guard reason.isTransient else { return number(of: reason.words) }
    if transientRow == nil { transientRow = reason.words }
    guard reason.words == transientRow else { return number(of: reason.text) }
    let (known, place) = find(time: reason.milliseconds)
    if let known { return known }
    let number = reasons.count
    reasons.append(reason)
    // Never in the table of words: a transient's reason is told by its time.
    hashes.append(0)
    times[place] = Int32(truncatingIfNeeded: number + 1)
    timeCount += 1
    if timeCount * 2 > times.count { growTimes() }
    return Int32(number)
  }

  /// The number `reason` already has; `nil` when it has none.
  func existingNumber(of reason: ReasonText) -> Int32? {
    guard reason.isTransient else { return existingNumber(of: reason.words) }
    guard reason.words == transientRow else { return existingNumber(of: reason.text) }
    return find(time: reason.milliseconds).number
  }

  /// The number of the transient's reason at `milliseconds` in `times`, or `nil` and the empty
  /// place it would take.
  private func find(time milliseconds: Int) -> (number: Int32?, place: Int) {
    let wrap = times.count - 1
    var place = Self.place(of: milliseconds) & wrap
    while times[place] != 0 {
      let number = Int(times[place]) - 1
      if reasons[number].milliseconds == milliseconds { return (Int32(number), place) }
      place = (place + 1) & wrap
    }
    return (nil, place)
  }

  /// Where a time's search starts in `times`, before the mask.
  private static func place(of milliseconds: Int) -> Int {
    let mixed = UInt64(bitPattern: Int64(milliseconds)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 32)
  }

  /// Doubles `times` and places every transient's reason again.
  private mutating func growTimes() {
    times = [Int32](repeating: 0, count: times.count * 2)
    let wrap = times.count - 1
    for (number, reason) in reasons.enumerated() where reason.isTransient {
      guard reason.words == transientRow else { continue }
      var place = Self.place(of: reason.milliseconds) & wrap
      while times[place] != 0 { place = (place + 1) & wrap }
      times[place] = Int32(truncatingIfNeeded: number + 1)
    }
  }

  /// The number of `text`, a new one when no equal text has one yet.
  mutating func number(of text: String) -> Int32 {
    let storage = ReportGrouper.storageKey(text)
    let position = storage.map { ($0 >> 4 ^ $0 >> 16 ^ $0 >> 28) & Self.mask } ?? 0
    if let storage, storedKeys[position] == storage {
      return storedNumbers[position]
    }
    let before = reasons.count
    let found = lookUp(text)
    if let storage {
      // A text just numbered is held by `reasons`; an equal text met again is held here.
      if reasons.count == before { held.append(text) }
      storedKeys[position] = storage
      storedNumbers[position] = found
    }
    return found
  }

  /// The number `text` already has, found by its words; `nil` when it has none.
  func existingNumber(of text: String) -> Int32? {
    guard !reasons.isEmpty else { return nil }
    return find(words: text, hash: ReportGrouper.hash(text, slot: 0)).number
  }

  /// The number of the words `text`, whose hash is `hash`, in `table`, or `nil` and the empty
  /// place it would take.
  private func find(words text: String, hash: Int) -> (number: Int32?, place: Int) {
    let wrap = table.count - 1
    var place = hash & wrap
    while table[place] != 0 {
      let number = Int(table[place]) - 1
      if hashes[number] == hash, !reasons[number].isTransient, reasons[number].words == text {
        return (Int32(number), place)
      }
      place = (place + 1) & wrap
    }
    return (nil, place)
  }

  /// The number of `text` by its words: found by hash and equality, or given out.
  private mutating func lookUp(_ text: String) -> Int32 {
    let hash = ReportGrouper.hash(text, slot: 0)
    let (known, place) = find(words: text, hash: hash)
    if let known { return known }
    let number = reasons.count
    reasons.append(.words(text))
    hashes.append(hash)
    table[place] = Int32(truncatingIfNeeded: number + 1)
    words += 1
    if words * 2 > table.count { grow() }
    return Int32(number)
  }

  /// Doubles the table and places every text again.
  private mutating func grow() {
    table = [Int32](repeating: 0, count: table.count * 2)
    let wrap = table.count - 1
    for (number, hash) in hashes.enumerated() {
      guard !reasons[number].isTransient else { continue }
      var place = hash & wrap
      while table[place] != 0 { place = (place + 1) & wrap }
      table[place] = Int32(truncatingIfNeeded: number + 1)
    }
  }
}
