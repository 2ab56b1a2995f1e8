/// Visvalingam–Whyatt reduction of an envelope sampled each millisecond: in each region of
/// `regionMS` ms, the point whose triangle with its neighbours has the smallest area is dropped
/// until `perSecond` points per second remain (Meta's analysis reduces its amplitude envelope
/// this way, 60 per second in 1 s regions; shared/docs/interop-facts.md §2.1). Each region's
/// first and last points stay.
struct BreakpointReduction {
  var perSecond: Double
  var regionMS = 1000

  /// The indices of `values` kept, ascending.
  func kept(_ values: [Double]) -> [Int] {
    kept(values, regions: 0..<regionCount(values.count))
  }

  /// The number of regions of `count` values (the last may be shorter).
  func regionCount(_ count: Int) -> Int {
    let length = max(regionMS, 2)
    return (count + length - 1) / length
  }

  /// The indices kept in `regions` of `values`, ascending: the regions are reduced each on its
  /// own, so the kept indices of consecutive runs of regions, joined, are `kept(values)`.
  func kept(_ values: [Double], regions: Range<Int>) -> [Int] {
    var indices: [Int] = []
    let length = max(regionMS, 2)
    for region in regions {
      let start = region * length
      let end = min(values.count, start + length)
      let keep = max(2, Int((perSecond * Double(end - start) / 1000).rounded()))
      indices += reduced(values, start..<end, keep: keep)
    }
    return indices
  }

  private func reduced(_ values: [Double], _ range: Range<Int>, keep: Int) -> [Int] {
    let count = range.count
    guard count > keep else { return Array(range) }
    var previous = Array(-1..<(count - 1))
    var next = Array(1...count)
    var alive = [Bool](repeating: true, count: count)
    var area = [Double](repeating: .infinity, count: count)
    func triangle(_ index: Int) -> Double {
      let before = previous[index]
      let after = next[index]
      guard before >= 0, after < count else { return .infinity }
      let v0 = values[range.lowerBound + before]
      let v1 = values[range.lowerBound + index]
      let v2 = values[range.lowerBound + after]
      let t0 = Double(before - index)
      let t2 = Double(after - index)
      return abs(t0 * (v2 - v1) - t2 * (v0 - v1)) / 2
    }
    var heap = MinHeap()
    for index in 0..<count {
      area[index] = triangle(index)
      if area[index] < .infinity { heap.push(area[index], index) }
    }
    var remaining = count
    while remaining > keep, let (value, index, _) = heap.pop() {
      guard alive[index], value == area[index] else { continue }
      alive[index] = false
      remaining -= 1
      let before = previous[index]
      let after = next[index]
      if before >= 0 { next[before] = after }
      if after < count { previous[after] = before }
      for neighbour in [before, after] where neighbour >= 0 && neighbour < count {
        area[neighbour] = triangle(neighbour)
        if area[neighbour] < .infinity { heap.push(area[neighbour], neighbour) }
      }
    }
    return (0..<count).filter { alive[$0] }.map { range.lowerBound + $0 }
  }
}
