/// The points of one region of a breakpoint reduction, by the area of each one's triangle:
/// smallest area first, then smaller index; a point's area may change while it waits (D320).
///
/// Only points with a finite area wait (the reduction never drops the others). The heap holds
/// each point once, at its current area, so the smallest is always the next to drop: the order
/// a heap with a stale entry per change (`MinHeap`, skipped when popped) gives, with a third of
/// the entries.
final class AreaHeap {
  /// The area of each point; change one through `update(_:)`.
  let areas: UnsafeMutableBufferPointer<Double>
  /// The waiting points, in heap order.
  private let items: UnsafeMutableBufferPointer<Int>
  /// Where each point is in `items`, or -1 when it is not waiting.
  private let positions: UnsafeMutableBufferPointer<Int>
  private var count = 0

  /// A heap for regions of up to `capacity` points.
  init(capacity: Int) {
    areas = .allocate(capacity: max(capacity, 1))
    items = .allocate(capacity: max(capacity, 1))
    positions = .allocate(capacity: max(capacity, 1))
  }

  deinit {
    areas.deallocate()
    items.deallocate()
    positions.deallocate()
  }

  /// Makes points 0..<`points` wait at their areas (those with a finite one).
  func build(_ points: Int) {
    count = 0
    for point in 0..<points {
      if areas[point] < .infinity {
        positions[point] = count
        items[count] = point
        count += 1
      } else {
        positions[point] = -1
      }
    }
    var parent = count / 2 - 1
    while parent >= 0 {
      siftDown(parent)
      parent -= 1
    }
  }

  /// The point with the smallest area, no longer waiting; nil when none waits.
  func pop() -> Int? {
    guard count > 0 else { return nil }
    let first = items[0]
    remove(at: 0)
    return first
  }

  /// Moves `point` to its place after its area changed (it waits if the area is finite).
  func update(_ point: Int) {
    let at = positions[point]
    if at < 0 {
      guard areas[point] < .infinity else { return }
      items[count] = point
      positions[point] = count
      count += 1
      siftUp(count - 1)
    } else if areas[point] < .infinity {
      siftDown(siftUp(at))
    } else {
      remove(at: at)
    }
  }

  @inline(__always)
  private func less(_ a: Int, _ b: Int) -> Bool {
    let keyA = areas[a]
    let keyB = areas[b]
    return keyA != keyB ? keyA < keyB : a < b
  }

  private func remove(at slot: Int) {
    positions[items[slot]] = -1
    count -= 1
    guard slot < count else { return }
    items[slot] = items[count]
    positions[items[slot]] = slot
    siftDown(siftUp(slot))
  }

  /// Moves the item at `slot` up while it is smaller than its parent; returns where it ends.
  @discardableResult
  private func siftUp(_ slot: Int) -> Int {
    var child = slot
    let item = items[child]
    while child > 0 {
      let parent = (child - 1) / 2
      guard less(item, items[parent]) else { break }
      items[child] = items[parent]
      positions[items[child]] = child
      child = parent
    }
    items[child] = item
    positions[item] = child
    return child
  }

  private func siftDown(_ slot: Int) {
    var parent = slot
    let item = items[parent]
    while true {
      let left = 2 * parent + 1
      guard left < count else { break }
      let right = left + 1
      let smaller = right < count && less(items[right], items[left]) ? right : left
      guard less(items[smaller], item) else { break }
      items[parent] = items[smaller]
      positions[items[parent]] = parent
      parent = smaller
    }
    items[parent] = item
    positions[item] = parent
  }
}
