import Glibc
import Synchronization

/// A POSIX thread of its own for blocking work (playing a schedule, analysing a pattern,
/// booting QEMU), so it never holds one of the few threads of Swift's cooperative pool.
public final class PosixThread: Sendable {
  private final class Job: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// The thread until it is joined or detached.
  private let handle: Mutex<pthread_t?>

  private init(_ handle: pthread_t) {
    self.handle = Mutex(handle)
  }

  /// Runs `body` on a new thread; `nil` when the system cannot start one (the caller decides
  /// whether to run the work itself).
  public static func start(_ body: @escaping @Sendable () -> Void) -> PosixThread? {
    var handle = pthread_t()
    let context = Unmanaged.passRetained(Job(body)).toOpaque()
    let status = pthread_create(
      &handle, nil,
      { context in
        Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Job>.fromOpaque(context).release()
      return nil
    }
    return PosixThread(handle)
  }

  /// Waits for the thread to end; later calls (and calls after `detach`) return at once.
  public func join() {
    let taken = handle.withLock { handle -> pthread_t? in
      defer { handle = nil }
      return handle
    }
    if let taken { pthread_join(taken, nil) }
  }

  /// Lets the thread end on its own: nobody will join it.
  public func detach() {
    let taken = handle.withLock { handle -> pthread_t? in
      defer { handle = nil }
      return handle
    }
    if let taken { pthread_detach(taken) }
  }
}
