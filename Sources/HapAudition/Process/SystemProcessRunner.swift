import Foundation
import Glibc
import HapPlayback

/// Runs real programs with `posix_spawn`, reading their output through pipes with `poll`, and
/// kills one that outlives its timeout (Foundation's `Process` hangs under `swift test` and
/// tmux here: docs/testing.md).
///
/// Each child leads its own process group, so a timeout kills what it started too: the `ssh`
/// under a `$HAPTUI_SSH` shell line, or a `sleep` in a wrapper script, never outlives the call.
public struct SystemProcessRunner: ProcessRunning {
  public init() {}

  public func run(_ arguments: [String], environment: [String: String], timeout: Double)
    -> ProcessResult
  {
    guard let name = arguments.first else { return ProcessResult(status: -1, launchFailure: "") }
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    guard let path = ExecutableLookup.path(name, searchPath: merged["PATH"]) else {
      return ProcessResult(status: -1, launchFailure: "\(name) not found on PATH")
    }
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard Self.pipeClosingOnExec(&outPipe) else {
      return ProcessResult(status: -1, launchFailure: "no pipe")
    }
    guard Self.pipeClosingOnExec(&errPipe) else {
      close(outPipe[0])
      close(outPipe[1])
      return ProcessResult(status: -1, launchFailure: "no pipe")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    close(outPipe[1])
    close(errPipe[1])
    defer {
      close(outPipe[0])
      close(errPipe[0])
    }
    guard spawned == 0 else {
      return ProcessResult(
        status: -1, launchFailure: "\(name): \(String(cString: strerror(spawned)))")
    }
    let deadline = MonotonicTime.nanoseconds() + UInt64(max(timeout, 0) * 1e9)
    var output: [UInt8] = []
    var error: [UInt8] = []
    var open = [true, true]
    var status: Int32 = 0
    var exited = false
    var exitedAt: UInt64 = 0
    var timedOut = false
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      if !exited, waitpid(pid, &status, WNOHANG) == pid {
        exited = true
        exitedAt = MonotonicTime.nanoseconds()
      }
      let now = MonotonicTime.nanoseconds()
      // Done when both pipes closed after the exit, or 50 ms after it (a daemon it started
      // may hold them open).
      if exited, !open[0] && !open[1] || now > exitedAt + 50_000_000 { break }
      if !exited, now >= deadline {
        // The whole group: the child and whatever it started and still runs.
        kill(-pid, SIGKILL)
        waitpid(pid, &status, 0)
        timedOut = true
        break
      }
      var fds = [
        pollfd(fd: open[0] ? outPipe[0] : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: open[1] ? errPipe[0] : -1, events: Int16(POLLIN), revents: 0),
      ]
      let wait = Int32(min(10, max(1, (Int64(deadline) - Int64(now)) / 1_000_000)))
      let ready = poll(&fds, 2, open[0] || open[1] ? wait : 5)
      guard ready > 0 else { continue }
      for (index, descriptor) in [outPipe[0], errPipe[0]].enumerated()
      where open[index] && fds[index].revents != 0 {
        let count = read(descriptor, &buffer, buffer.count)
        if count > 0 {
          if index == 0 {
            output += buffer[0..<count]
          } else {
            error += buffer[0..<count]
          }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          open[index] = false
        }
      }
    }
    let signal = status & 0x7F
    let code: Int32 = signal != 0 ? 128 + signal : (status >> 8) & 0xFF
    return ProcessResult(
      status: code, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error, as: UTF8.self), timedOut: timedOut)
  }

  /// A pipe whose two ends other children do not inherit.
  private static func pipeClosingOnExec(_ ends: inout [Int32]) -> Bool {
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }
}
