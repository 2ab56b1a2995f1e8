import Glibc

/// Starts another program with `posix_spawn`, its standard streams sent to files (never pipes,
/// so a chatty child cannot block on a full one) and this process's environment with some
/// variables added. The one spawner of the benchmark and the tests' helpers (D141).
public enum ProcessSpawn {
  /// Where a standard output stream of the child goes.
  public enum Sink: Sendable, Equatable {
    /// Discarded (`/dev/null`).
    case discard
    /// Written to the file at `path`, replacing it.
    case file(String)
    /// Appended to the file at `path`.
    case appending(String)
    /// Wherever standard output goes (for standard error).
    case output
  }

  /// Starts `arguments[0]` (a path, or a name looked up in `PATH` with `searchingPath`) with
  /// the rest as its arguments, standard input from `/dev/null`, and `adding` set in the
  /// environment; `ownGroup` puts it in a process group of its own, so it and its children can
  /// be signalled together. Returns its process id, or the `errno` of the failure.
  public static func start(
    _ arguments: [String], adding variables: [String: String] = [:], output: Sink = .discard,
    errors: Sink = .discard, ownGroup: Bool = false, searchingPath: Bool = false
  ) -> Result<pid_t, SpawnFailure> {
    guard !arguments.isEmpty else { return .failure(SpawnFailure(code: EINVAL)) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    send(1, to: output, &actions)
    send(2, to: errors, &actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if ownGroup {
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    let environment = ProcessEnvironment.all().merging(variables) { $1 }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let code =
      searchingPath
      ? posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
      : posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    return code == 0 ? .success(pid) : .failure(SpawnFailure(code: code))
  }

  private static func send(
    _ descriptor: Int32, to sink: Sink, _ actions: inout posix_spawn_file_actions_t
  ) {
    switch sink {
    case .discard:
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
    case .file(let path):
      posix_spawn_file_actions_addopen(
        &actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    case .appending(let path):
      posix_spawn_file_actions_addopen(
        &actions, descriptor, path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    case .output:
      posix_spawn_file_actions_adddup2(&actions, 1, descriptor)
    }
  }
}
