import Testing

@testable import HapModel

/// The galloping search from a hint finds exactly the binary search's partition point, from
/// every hint, in sorted arrays with runs of equal values.
@Suite struct SortedSearchTests {
  @Test func aSearchFromAnyHintFindsThePlainSearchsAnswer() {
    var generator = SystemRandomNumberGenerator()
    var compared = 0
    for count in [0, 1, 2, 3, 7, 16, 100, 1_000] {
      for _ in 0..<20 {
        let values = (0..<count).map { _ in Int.random(in: 0..<(count / 2 + 2), using: &generator) }
          .sorted()
        for target in -1...(count / 2 + 2) {
          let plain = SortedSearch.firstIndex(in: count) { values[$0] > target }
          for hint in [-3, 0, 1, count / 3, count / 2, count - 1, count, count + 5] {
            let near = SortedSearch.firstIndex(in: count, near: hint) { values[$0] > target }
            #expect(near == plain, "count \(count) target \(target) hint \(hint)")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 10_000)
  }

  @Test func aSearchNearItsAnswerLooksAtFewIndices() {
    let values = Array(0..<100_000)
    var looked = 0
    let found = SortedSearch.firstIndex(in: values.count, near: 50_000) {
      looked += 1
      return values[$0] > 50_001
    }
    #expect(found == 50_002)
    #expect(looked <= 4, "\(looked) looks")
  }
}
