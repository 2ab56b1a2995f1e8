/// Groups report entries into `ReportLine`s as they come, in the order each group first
/// appears: what `ReportLine.grouped` does to a finished report, and what the renderer does
/// while it makes one, so a long track's report need not be held as entries first (D450).
struct ReportGrouper {
  /// The lines so far.
  private(set) var lines: [ReportLine] = []
  /// An open-addressing table of lines by the hash of their slot and reason: `line + 1` at each
  /// place, 0 where empty; a power of two in size, at most half full. It holds no strings, so it
  /// costs nothing to drop (a dictionary keyed by the reason took a third of the grouping's
  /// time to free at 100,000 events, D450).
  private var table: [Int32]
  /// The hash of each line's slot and reason, to grow the table without hashing again.
  private var hashes: [Int] = []
  // The renderer shares one reason string among the entries with the same verdict (the
  // thousands of `HapticIntensity 0.5 (…)` of a long track), so the line an entry's reason
  // storage last went to is looked up by its address first: hashing the text of every reason
  // cost more than the rest of the grouping. The line found is only taken when its construct,
  // status and reason equal the entry's (shared storage compares at once), so the address only
  // ever saves a lookup; it never decides the grouping. The look-up is a direct-mapped table,
  // not a dictionary, which hashed each entry's address (D331); a key of 0 is an empty place
  // (an address times 64 plus a slot of 0–59 is never 0).
  private static let mask = 4_095
  private var storedKeys = [Int](repeating: 0, count: mask + 1)
  private var storedLines = [Int](repeating: 0, count: mask + 1)

  /// A grouper expecting about `entries` entries.
  init(entries: Int = 0) {
    // Sized for a line per event (a transient's reason names its time), so a long track's
    // lines do not grow the table.
    var size = 64
    while size < entries / 2 { size *= 2 }
    table = [Int32](repeating: 0, count: size)
  }

  /// Adds one entry about `event`.
  mutating func add(
    event: String, construct: Construct, status: SupportStatus, reason: String, unused: Bool
  ) {
    let slot = Self.slot(construct, status, unused: unused)
    let storage = Self.storageKey(reason).map { $0 &* 64 &+ slot }
    // Storage is 16-byte aligned: its address's low bits are all zero, so the table's position
    // mixes higher ones with the slot.
    let position = storage.map { ($0 ^ $0 &>> 10 ^ $0 &>> 22) & Self.mask } ?? 0
    if let storage, storedKeys[position] == storage, case let at = storedLines[position],
      lines[at].construct == construct, lines[at].status == status, lines[at].unused == unused,
      lines[at].reason == reason
    {
      lines[at].events.append(event)
      return
    }
    // One probe sequence finds the line or the empty place a new one takes.
    let hash = Self.hash(reason, slot: slot)
    let wrap = table.count - 1
    var place = hash & wrap
    var at = -1
    while table[place] != 0 {
      let line = Int(table[place]) - 1
      if hashes[line] == hash, lines[line].construct == construct, lines[line].status == status,
        lines[line].unused == unused, lines[line].reason == reason
      {
        at = line
        break
      }
      place = (place + 1) & wrap
    }
    if at >= 0 {
      lines[at].events.append(event)
    } else {
      at = lines.count
      lines.append(
        ReportLine(
          construct: construct, status: status, unused: unused, reason: reason, events: [event]))
      hashes.append(hash)
      table[place] = Int32(truncatingIfNeeded: at + 1)
      if lines.count * 2 > table.count { grow() }
    }
    if let storage {
      storedKeys[position] = storage
      storedLines[position] = at
    }
  }

  /// The slot (0–59) of a construct, status and unused flag: what a line shares besides its
  /// reason.
  static func slot(_ construct: Construct, _ status: SupportStatus, unused: Bool) -> Int {
    let statusSlot =
      switch status {
      case .kept: 0
      case .approximated: 1
      case .dropped: 2
      }
    return ReportTally.slot(of: construct) * 6 + statusSlot * 2 + (unused ? 1 : 0)
  }

  /// The address of `text`'s UTF-8 storage, for a text too long to be stored inline in the
  /// string itself (an inline one has no lasting address); `nil` otherwise.
  static func storageKey(_ text: String) -> Int? {
    guard text.utf8.count > 15 else { return nil }
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.baseAddress.map { Int(bitPattern: $0) }
    } ?? nil
  }

  /// Doubles the table and places every line again.
  private mutating func grow() {
    table = [Int32](repeating: 0, count: table.count * 2)
    let wrap = table.count - 1
    for (line, hash) in hashes.enumerated() {
      var place = hash & wrap
      while table[place] != 0 { place = (place + 1) & wrap }
      table[place] = Int32(truncatingIfNeeded: line + 1)
    }
  }

  /// A hash of `reason`'s UTF-8 and `slot` (FNV-1a over eight bytes at a time, then mixed):
  /// cheaper than `Hasher`, and never trusted: a line is only taken when its reason equals.
  static func hash(_ reason: String, slot: Int) -> Int {
    reason.utf8.withContiguousStorageIfAvailable { hash(UnsafeRawBufferPointer($0), slot: slot) }
      ?? Array(reason.utf8).withUnsafeBytes { hash($0, slot: slot) }
  }

  private static func hash(_ bytes: UnsafeRawBufferPointer, slot: Int) -> Int {
    let prime: UInt64 = 0x0000_0100_0000_01b3
    var value: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(slot)
    let count = bytes.count
    var offset = 0
    while offset + 8 <= count {
      value = (value ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    value = (value ^ tail ^ UInt64(count)) &* prime
    // The low bits pick the place: fold the high ones into them.
    value ^= value >> 29
    value = value &* 0xbf58_476d_1ce4_e5b9
    value ^= value >> 32
    return Int(truncatingIfNeeded: value & 0x7fff_ffff_ffff_ffff)
  }
}
