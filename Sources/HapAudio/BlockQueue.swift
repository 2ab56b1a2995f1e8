import HapSystem

/// A few sample blocks handed from the thread that reads a sound to the thread that resamples
/// it (D460), each block's buffer given back once resampled.
///
/// One reader puts, one consumer drains: only the reader takes free buffers and only the
/// consumer takes filled ones, so each may wait on the lock, then take what it waited for.
final class BlockQueue: @unchecked Sendable {
  private let lock = Lock()
  private let buffers: [UnsafeMutableBufferPointer<Float>]
  /// The buffers the reader may fill.
  private var free: [Int]
  /// The buffers filled and not yet drained, oldest first, with how many samples each holds.
  private var filled: [(index: Int, count: Int)] = []
  /// How the reading ended (the frames read, or why none could be); `nil` while it goes on.
  private var ending: Result<Int, AudioError>?

  /// A queue of `count` buffers of `frames` samples each.
  init(count: Int, frames: Int) {
    buffers = (0..<max(count, 1)).map { _ in
      UnsafeMutableBufferPointer<Float>.allocate(capacity: max(frames, 1))
    }
    free = Array(buffers.indices)
  }

  deinit {
    for buffer in buffers { buffer.deallocate() }
  }

  /// Copies `block` (at most `frames` samples) into a free buffer, once one is, for the
  /// consumer.
  func put(_ block: UnsafeBufferPointer<Float>) {
    lock.wait { !free.isEmpty }
    let index = lock.withLock { free.removeLast() }
    let count = min(block.count, buffers[index].count)
    if let source = block.baseAddress {
      buffers[index].baseAddress!.update(from: source, count: count)
    }
    lock.withLock { filled.append((index, count)) }
    lock.signal()
  }

  /// Ends the reading with `result`: the consumer drains what is left, then returns it.
  func finish(_ result: Result<Int, AudioError>) {
    lock.withLock { ending = result }
    lock.signal()
  }

  /// Hands every block to `body` in the order they were put, until the reading ends; how it
  /// ended.
  func drain(_ body: (UnsafeBufferPointer<Float>) -> Void) -> Result<Int, AudioError> {
    while true {
      lock.wait { !filled.isEmpty || ending != nil }
      let next = lock.withLock { filled.isEmpty ? nil : filled.removeFirst() }
      guard let next else { return lock.withLock { ending! } }
      body(UnsafeBufferPointer(rebasing: buffers[next.index][0..<next.count]))
      lock.withLock { free.append(next.index) }
      lock.signal()
    }
  }
}
