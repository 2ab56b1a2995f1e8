/// Numbers reason texts: equal texts get one number, the first text's, so a long report's lines
/// are told apart by integers rather than by comparing and hashing their words (D467).
///
/// A long track's verdicts share a few texts among thousands of sites (the memo makes each once),
/// so a text is looked up first by where its UTF-8 is stored, in a small direct-mapped table. The
/// interner holds every text whose address it notes, so no other text can be stored there while
/// the note stands: a number found by address is always right. Only a text not met that way is
/// hashed and compared.
struct ReasonInterner: Sendable {
  /// The texts by number.
  private(set) var texts: [String] = []
  /// Open addressing over the texts' hashes: `number + 1` at each place, 0 where empty; a power
  /// of two, at most half full.
  private var table = [Int32](repeating: 0, count: 64)
  private var hashes: [Int] = []
  /// Storage address (times one, never 0) and number of the texts met lately, by place.
  private static let mask = 4_095
  private var storedKeys = [Int](repeating: 0, count: mask + 1)
  private var storedNumbers = [Int32](repeating: 0, count: mask + 1)
  /// Texts noted by address that `texts` does not hold itself (an equal text's storage).
  private var held: [String] = []

  /// An interner expecting about `texts` distinct texts.
  init(expecting texts: Int = 0) {
    var size = 64
    while size < texts * 2 { size *= 2 }
    table = [Int32](repeating: 0, count: size)
    self.texts.reserveCapacity(texts)
    hashes.reserveCapacity(texts)
  }

  /// The number of `text`, a new one when no equal text has one yet.
  mutating func number(of text: String) -> Int32 {
    let storage = ReportGrouper.storageKey(text)
    let position = storage.map { ($0 >> 4 ^ $0 >> 16 ^ $0 >> 28) & Self.mask } ?? 0
    if let storage, storedKeys[position] == storage {
      return storedNumbers[position]
    }
    let before = texts.count
    let found = lookUp(text)
    if let storage {
      // A text just numbered is held by `texts`; an equal text met again is held here.
      if texts.count == before { held.append(text) }
      storedKeys[position] = storage
      storedNumbers[position] = found
    }
    return found
  }

  /// The number `text` already has, found by its words; `nil` when it has none.
  func existingNumber(of text: String) -> Int32? {
    guard !texts.isEmpty else { return nil }
    let hash = ReportGrouper.hash(text, slot: 0)
    let wrap = table.count - 1
    var place = hash & wrap
    while table[place] != 0 {
      let number = Int(table[place]) - 1
      if hashes[number] == hash, texts[number] == text { return Int32(number) }
      place = (place + 1) & wrap
    }
    return nil
  }

  /// The number of `text` by its words: found by hash and equality, or given out.
  private mutating func lookUp(_ text: String) -> Int32 {
    let hash = ReportGrouper.hash(text, slot: 0)
    let wrap = table.count - 1
    var place = hash & wrap
    while table[place] != 0 {
      let number = Int(table[place]) - 1
      if hashes[number] == hash, texts[number] == text { return Int32(number) }
      place = (place + 1) & wrap
    }
    let number = texts.count
    texts.append(text)
    hashes.append(hash)
    table[place] = Int32(truncatingIfNeeded: number + 1)
    if texts.count * 2 > table.count { grow() }
    return Int32(number)
  }

  /// Doubles the table and places every text again.
  private mutating func grow() {
    table = [Int32](repeating: 0, count: table.count * 2)
    let wrap = table.count - 1
    for (number, hash) in hashes.enumerated() {
      var place = hash & wrap
      while table[place] != 0 { place = (place + 1) & wrap }
      table[place] = Int32(truncatingIfNeeded: number + 1)
    }
  }
}
