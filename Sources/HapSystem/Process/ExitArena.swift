import Synchronization

/// Holds values until the process exits, so that a command's last results are never freed one
/// by one just before the kernel takes the whole address space back (D469).
///
/// `validate` of a folder keeps a report per file until it prints them; releasing 3,000 of
/// them took a few milliseconds on the main thread after the helper threads had finished, the
/// same work the exit does for free. Only a command's final results belong here: the memory
/// is not reused while the process runs (a test that runs a command in-process keeps its
/// results until the test process ends).
public enum ExitArena {
  private static let kept = Mutex<[any Sendable]>([])

  /// Keeps `value` alive until the process exits.
  public static func keep(_ value: some Sendable) {
    kept.withLock { $0.append(value) }
  }
}
