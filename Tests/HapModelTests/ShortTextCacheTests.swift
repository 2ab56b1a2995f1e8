import Foundation
import Testing

@testable import HapModel

/// The parser's cache of short numbers and strings gives back a value only for the very bytes
/// it was stored under (D305), and a parse with it reads every repeated value as written.
@Suite struct ShortTextCacheTests {
  @Test func aValueComesBackOnlyForItsOwnBytes() {
    var generator = SystemRandomNumberGenerator()
    var cache = ShortTextCache<[UInt8]>()
    var stored: [[UInt8]] = []
    for _ in 0..<5_000 {
      let count = Int.random(in: 1...15, using: &generator)
      // Few distinct bytes, so that runs share prefixes, lengths and slots.
      let run = (0..<count).map { _ in UInt8.random(in: 0x30...0x33, using: &generator) }
      let key = run.withUnsafeBufferPointer { ShortTextCache<[UInt8]>.key($0, 0..<run.count) }
      if let key, let found = cache[key] { #expect(found == run) }
      if let key { cache.store(run, for: key) }
      stored.append(run)
    }
    #expect(stored.count == 5_000)
  }

  @Test func aRunInsideALargerBufferHasTheKeyOfItsBytesAlone() {
    var generator = SystemRandomNumberGenerator()
    let buffer = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
    for start in 0..<48 {
      for count in 1...15 {
        let alone = Array(buffer[start..<start + count])
        let inside = buffer.withUnsafeBufferPointer {
          ShortTextCache<Int>.key($0, start..<start + count)
        }
        let own = alone.withUnsafeBufferPointer { ShortTextCache<Int>.key($0, 0..<count) }
        #expect(inside == own, "bytes \(start)..<\(start + count)")
      }
    }
  }

  @Test func runsOfNoneOrMoreThanFifteenBytesHaveNoKey() {
    let bytes = [UInt8](repeating: 0x31, count: 16)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(ShortTextCache<Int>.key(buffer, 0..<0) == nil)
      #expect(ShortTextCache<Int>.key(buffer, 0..<16) == nil)
      #expect(ShortTextCache<Int>.key(buffer, 0..<15) != nil)
      // A shorter run of the same bytes is another key.
      #expect(ShortTextCache<Int>.key(buffer, 0..<15) != ShortTextCache<Int>.key(buffer, 0..<14))
    }
  }

  @Test func repeatedShortValuesAreReadAsWritten() throws {
    var generator = SystemRandomNumberGenerator()
    let numbers = ["0", "-0", "0.5", "0.50", "1e2", "1E2", "-1", "10", "100", "0.05", "7"]
    let strings = ["a", "é", "transient", "continuous", "easeIn", "x\\u0041", "", "0.5"]
    var written: [String] = []
    // Enough values for a text past the size the parser starts caching at.
    for _ in 0..<30_000 {
      written.append(
        Bool.random(using: &generator)
          ? numbers.randomElement(using: &generator)!
          : "\"" + strings.randomElement(using: &generator)! + "\"")
    }
    let text = "[" + written.joined(separator: ",") + "]"
    #expect(text.utf8.count >= JSONParser.cachedSize)
    let tree = try JSONParser.parse(text)
    let values = tree.children(of: tree.root)
    #expect(values.count == written.count)
    for (index, text) in zip(values, written) {
      switch tree.nodes.kind(at: index) {
      case .number(let number):
        #expect(number.lexeme == text)
        #expect(number.value == Double(text))
      case .string(let string):
        let expected = String(text.dropFirst().dropLast()).replacingOccurrences(
          of: "\\u0041", with: "A")
        #expect(string == expected)
      default:
        Issue.record("value \(index) is neither a number nor a string")
      }
    }
  }
}
