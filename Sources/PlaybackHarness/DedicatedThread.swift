import Glibc

/// Runs slow blocking work (booting QEMU, downloading packages) on its own POSIX thread and
/// awaits it, so the work never holds one of the cooperative pool's few threads.
public enum DedicatedThread {
  private final class Job: @unchecked Sendable {
    // Set once before the thread starts and read only by that thread.
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// The value `body` returns, computed on a new thread.
  public static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      let job = Job { continuation.resume(returning: body()) }
      var handle = pthread_t()
      let context = Unmanaged.passRetained(job).toOpaque()
      let status = pthread_create(
        &handle, nil,
        { context in
          Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
          return nil
        }, context)
      if status == 0 {
        pthread_detach(handle)
      } else {
        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
      }
    }
  }
}
