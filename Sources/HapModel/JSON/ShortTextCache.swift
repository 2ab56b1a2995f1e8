/// Values already made from short runs of bytes, found again by those bytes: a track repeats
/// a handful of numbers and strings (`0.5`, `"transient"`) hundreds of thousands of times, and
/// making each one's string again was a tenth of reading a long block (D305).
///
/// Runs of up to 15 bytes are packed, with their length, into two words; a direct-mapped
/// table of 256 entries keeps the last value seen for each slot. A run whose bytes differ is
/// never mistaken for another: the whole key is compared.
struct ShortTextCache<Value> {
  /// The packed key of a run: its first 8 bytes, and the next 7 with the length on top.
  struct Key: Equatable {
    var low: UInt64
    var high: UInt64
  }

  private var keys = [Key](repeating: Key(low: 0, high: 0), count: 256)
  private var values: [Value?] = Array(repeating: nil, count: 256)

  /// The key of `bytes[range]`, or `nil` when the run is empty or longer than 15 bytes.
  static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Key? {
    let count = range.count
    guard count > 0, count <= 15 else { return nil }
    if range.lowerBound + 16 <= bytes.count, let base = bytes.baseAddress {
      // Two unaligned loads, the bytes past the run masked off.
      let raw = UnsafeRawPointer(base + range.lowerBound)
      let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      let low = count >= 8 ? first : first & ((1 << (UInt64(count) * 8)) - 1)
      let high = count <= 8 ? 0 : second & ((1 << (UInt64(count - 8) * 8)) - 1)
      return Key(low: low, high: high | UInt64(count) << 56)
    }
    var low: UInt64 = 0
    var high = UInt64(count) << 56
    var shift: UInt64 = 0
    for offset in range {
      let byte = UInt64(bytes[offset])
      if shift < 64 {
        low |= byte << shift
      } else {
        high |= byte << (shift - 64)
      }
      shift += 8
    }
    return Key(low: low, high: high)
  }

  private static func slot(_ key: Key) -> Int {
    Int(truncatingIfNeeded: ((key.low ^ key.high &* 31) &* 0x9E37_79B9_7F4A_7C15) >> 56)
  }

  /// The value stored for `key`, if it is still there.
  subscript(key: Key) -> Value? {
    let slot = Self.slot(key)
    return keys[slot] == key ? values[slot] : nil
  }

  /// Stores `value` for `key`, replacing what its slot held.
  mutating func store(_ value: Value, for key: Key) {
    let slot = Self.slot(key)
    keys[slot] = key
    values[slot] = value
  }
}
