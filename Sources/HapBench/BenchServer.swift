import Foundation
import Glibc

/// A stand-in server a benchmark starts in a process group of its own and kills at the end.
final class BenchServer {
  let pid: pid_t

  init?(_ command: [String], log: String) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = command.map { strdup($0) } + [nil]
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    guard posix_spawn(&child, command[0], &actions, &attributes, argv, envp) == 0 else {
      return nil
    }
    pid = child
  }

  /// Waits up to `seconds` for `path` to exist.
  static func waitFor(_ path: String, seconds: Double) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if FileManager.default.fileExists(atPath: path) { return true }
      usleep(10_000)
    }
    return false
  }

  func stop() {
    kill(-pid, SIGTERM)
    var status: Int32 = 0
    for _ in 0..<100 where waitpid(pid, &status, WNOHANG) == 0 { usleep(10_000) }
    kill(-pid, SIGKILL)
    waitpid(pid, &status, WNOHANG)
  }
}
