internal import HapSystem

/// A helper thread reading a `JSONTail`, started by the parser of the whole text and joined
/// before that parser returns (the thread reads the caller's bytes).
final class JSONTailWork: Sendable {
  /// The caller's bytes, handed to the helper, which reads them only until it is joined.
  private struct Bytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
  }

  /// Where the tail starts and where its line does.
  let start: Int
  let lineStart: Int
  private let thread: PosixThread
  private let result: Handoff<JSONTail>

  private init(start: Int, lineStart: Int, thread: PosixThread, result: Handoff<JSONTail>) {
    self.start = start
    self.lineStart = lineStart
    self.thread = thread
    self.result = result
  }

  /// Starts reading the second half of `bytes`, or gives `nil` for a text with no place to
  /// split or on a system that cannot start a thread.
  static func start(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> JSONTailWork? {
    guard let point = JSONTail.splitPoint(in: bytes) else { return nil }
    let slot = Handoff<JSONTail>()
    let shared = Bytes(buffer: bytes)
    guard
      let thread = PosixThread.start({
        if let tail = JSONParser.readTail(
          shared.buffer, start: point.start, lineStart: point.lineStart, limit: limit)
        {
          slot.put(tail)
        }
      })
    else { return nil }
    return JSONTailWork(
      start: point.start, lineStart: point.lineStart, thread: thread, result: slot)
  }

  /// Waits for the helper; the tail it read, or `nil` when the tail broke the grammar or
  /// the limit.
  func finish() -> JSONTail? {
    thread.join()
    return result.take()
  }
}
