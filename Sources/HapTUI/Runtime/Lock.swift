import Glibc

/// A plain mutex for the editor's two threads (the run loop and the background worker).
final class Lock: @unchecked Sendable {
  private var mutex = pthread_mutex_t()
  private var condition = pthread_cond_t()

  init() {
    pthread_mutex_init(&mutex, nil)
    pthread_cond_init(&condition, nil)
  }

  deinit {
    pthread_cond_destroy(&condition)
    pthread_mutex_destroy(&mutex)
  }

  /// Runs `body` holding the lock.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return try body()
  }

  /// Waits (holding the lock around each check) until `ready` is true.
  func wait(until ready: () -> Bool) {
    pthread_mutex_lock(&mutex)
    while !ready() { pthread_cond_wait(&condition, &mutex) }
    pthread_mutex_unlock(&mutex)
  }

  /// Wakes every waiter; call after changing what they wait for.
  func signal() {
    pthread_mutex_lock(&mutex)
    pthread_cond_broadcast(&condition)
    pthread_mutex_unlock(&mutex)
  }
}
