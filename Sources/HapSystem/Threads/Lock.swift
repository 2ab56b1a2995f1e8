import Glibc

/// A mutex with a condition, for threads that wait for each other's work (the editor's run
/// loop and its background worker); for a value guarded alone, `Mutex` is simpler.
public final class Lock: @unchecked Sendable {
  private var mutex = pthread_mutex_t()
  private var condition = pthread_cond_t()

  public init() {
    pthread_mutex_init(&mutex, nil)
    pthread_cond_init(&condition, nil)
  }

  deinit {
    pthread_cond_destroy(&condition)
    pthread_mutex_destroy(&mutex)
  }

  /// Runs `body` holding the lock.
  public func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return try body()
  }

  /// Waits (holding the lock around each check) until `ready` is true.
  public func wait(until ready: () -> Bool) {
    pthread_mutex_lock(&mutex)
    while !ready() { pthread_cond_wait(&condition, &mutex) }
    pthread_mutex_unlock(&mutex)
  }

  /// Waits as `wait(until:)` does, at most `milliseconds`; whether `ready` became true.
  public func wait(until ready: () -> Bool, milliseconds: Int) -> Bool {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let nanoseconds = Int(now.tv_nsec) + (milliseconds % 1000) * 1_000_000
    var deadline = timespec()
    deadline.tv_sec = now.tv_sec + milliseconds / 1000 + nanoseconds / 1_000_000_000
    deadline.tv_nsec = nanoseconds % 1_000_000_000
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    while !ready() {
      if pthread_cond_timedwait(&condition, &mutex, &deadline) == ETIMEDOUT { return ready() }
    }
    return true
  }

  /// Wakes every waiter; call after changing what they wait for.
  public func signal() {
    pthread_mutex_lock(&mutex)
    pthread_cond_broadcast(&condition)
    pthread_mutex_unlock(&mutex)
  }
}
