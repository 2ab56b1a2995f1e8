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
    let heap = AreaHeap(capacity: min(length, values.count))
    let links = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * min(length, values.count))
    defer { links.deallocate() }
    values.withUnsafeBufferPointer { values in
      for region in regions {
        let start = region * length
        let end = min(values.count, start + length)
        let keep = max(2, Int((perSecond * Double(end - start) / 1000).rounded()))
        reduce(values, start..<end, keep: keep, heap: heap, links: links, into: &indices)
      }
    }
    return indices
  }

  /// Drops the least significant points of `values[range]` until `keep` remain (or only the
  /// ends), smallest triangle first, and appends the indices of the rest; `heap` and `links`
  /// (two per point) are room for the region's points.
  private func reduce(
    _ values: UnsafeBufferPointer<Double>, _ range: Range<Int>, keep: Int, heap: AreaHeap,
    links: UnsafeMutableBufferPointer<Int>, into indices: inout [Int]
  ) {
    let count = range.count
    guard count > keep else {
      indices += range
      return
    }
    // The live neighbours of each point: before it (-1: none) and after it (count: none).
    let previous = links.baseAddress!
    let next = previous + count
    for index in 0..<count {
      previous[index] = index - 1
      next[index] = index + 1
    }
    let base = values.baseAddress! + range.lowerBound
    let areas = heap.areas
    @inline(__always) func triangle(_ index: Int) -> Double {
      let before = previous[index]
      let after = next[index]
      guard before >= 0, after < count else { return .infinity }
      let v0 = base[before]
      let v1 = base[index]
      let v2 = base[after]
      let t0 = Double(before - index)
      let t2 = Double(after - index)
      return abs(t0 * (v2 - v1) - t2 * (v0 - v1)) / 2
    }
    for index in 0..<count { areas[index] = triangle(index) }
    heap.build(count)
    var remaining = count
    while remaining > keep, let index = heap.pop() {
      remaining -= 1
      let before = previous[index]
      let after = next[index]
      // A dropped point is marked by linking it to itself.
      previous[index] = index
      if before >= 0 { next[before] = after }
      if after < count { previous[after] = before }
      if before >= 0 {
        areas[before] = triangle(before)
        heap.update(before)
      }
      if after < count {
        areas[after] = triangle(after)
        heap.update(after)
      }
    }
    for index in 0..<count where previous[index] != index {
      indices.append(range.lowerBound + index)
    }
  }
}
