import HapPlayback
import HapSystem

/// Runs slow blocking work (booting QEMU, downloading packages) on its own POSIX thread and
/// awaits it, so the work never holds one of the cooperative pool's few threads.
public enum DedicatedThread {
  /// The value `body` returns, computed on a new thread.
  public static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      let run: @Sendable () -> Void = { continuation.resume(returning: body()) }
      if let thread = PosixThread.start(run) { thread.detach() } else { run() }
    }
  }
}
