import Foundation
import Glibc
import HapLSP
import HapModel

/// Plays a language-server audition with the real `haptui play` (this same executable) on a
/// thread of its own, so the message loop never waits on a motor.
///
/// The text is written to a private temporary file, played, and removed; `haptui play` stops
/// the motor on every way out, and the child is sent SIGTERM if it outlives the pattern by
/// more than `grace` seconds.
struct PlayAuditioner: Auditioner {
  var executable = "/proc/self/exe"
  var grace = 10.0

  func play(_ request: AuditionRequest, done: @escaping @Sendable (AuditionOutcome) -> Void) {
    let executable = executable
    let grace = grace
    Thread.detachNewThread {
      done(Self.run(request, executable: executable, grace: grace))
    }
  }

  static func run(_ request: AuditionRequest, executable: String, grace: Double) -> AuditionOutcome
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "haptui-lsp-\(getpid())-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    } catch {
      return AuditionOutcome(succeeded: false, message: "cannot make a temporary folder: \(error)")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("audition.hap.md")
    guard FileManager.default.createFile(atPath: file.path, contents: Data(request.document))
    else {
      return AuditionOutcome(succeeded: false, message: "cannot write \(file.path)")
    }
    let length = HapDocument(bytes: request.document).pattern?.length ?? 0
    let log = folder.appendingPathComponent("play.log").path
    let arguments =
      [executable, "play"] + PlayTargetArguments.playArguments(for: request.target) + [file.path]
    let limit = Double(length) / 1000 + grace
    guard let status = spawn(arguments, output: log, limit: limit) else {
      return AuditionOutcome(succeeded: false, message: "cannot start \(executable) play")
    }
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    let said = text.replacingOccurrences(of: file.path, with: request.title)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return AuditionOutcome(
      succeeded: status == 0,
      message: status == 0
        ? "Played \(request.title) on \(request.target): \(said)"
        : "haptui play could not play \(request.title) on \(request.target) (exit \(status)): "
          + said)
  }

  /// Runs `arguments` with stdin from /dev/null and stdout and stderr into `output`, sending
  /// SIGTERM after `limit` seconds (and SIGKILL 2 s later); the exit status, or 128 + the
  /// signal, or `nil` when it could not start. `posix_spawn`, not Foundation's `Process`,
  /// which hangs here (docs/testing.md).
  static func spawn(_ arguments: [String], output: String, limit: Double) -> Int32? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
    let started = Date()
    var status: Int32 = 0
    var signalled = false
    while waitpid(pid, &status, WNOHANG) == 0 {
      let elapsed = Date().timeIntervalSince(started)
      if elapsed > limit, !signalled {
        kill(pid, SIGTERM)
        signalled = true
      } else if elapsed > limit + 2 {
        kill(pid, SIGKILL)
      }
      usleep(10_000)
    }
    let termination = status & 0x7F
    return termination == 0 ? (status >> 8) & 0xFF : 128 + termination
  }
}
