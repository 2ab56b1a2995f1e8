import HapPlayback

/// A process runner for tests: records every call and answers from a function.
public final class RecordingProcessRunner: ProcessRunning, @unchecked Sendable {
  private let lock = Lock()
  private var recorded: [[String]] = []
  private var recordedTimeouts: [Double] = []
  private let answer: @Sendable ([String]) -> ProcessResult

  public init(answer: @escaping @Sendable ([String]) -> ProcessResult) {
    self.answer = answer
  }

  /// Every call so far, in order.
  public var calls: [[String]] { lock.withLock { recorded } }

  /// The timeout each call was given, in seconds, in the order of `calls`.
  public var timeouts: [Double] { lock.withLock { recordedTimeouts } }

  public func run(_ arguments: [String], environment: [String: String], timeout: Double)
    -> ProcessResult
  {
    lock.withLock {
      recorded.append(arguments)
      recordedTimeouts.append(timeout)
    }
    return answer(arguments)
  }
}
