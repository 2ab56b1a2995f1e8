import Foundation
import HapAudition
import Testing

/// The real process runner: output and status come back, and a program that outlives its
/// timeout is killed with everything it started.
@Suite struct ProcessRunnerTests {
  /// Whether process `pid` is gone (or only a zombie waiting for its new parent to reap it).
  static func isGone(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return true
    }
    // The state follows the command name, which is in parentheses.
    guard let close = stat.lastIndex(of: ")") else { return true }
    let state = stat[stat.index(after: close)...].split(separator: " ").first
    return state == "Z" || state == "X"
  }

  @Test func outputAndStatusComeBack() {
    let result = SystemProcessRunner().run(
      ["/bin/sh", "-c", "echo out; echo err >&2; exit 3"], environment: [:], timeout: 10)
    #expect(result.output == "out\n")
    #expect(result.error == "err\n")
    #expect(result.status == 3)
    #expect(!result.timedOut)
  }

  @Test func aTimeoutKillsWhatTheProgramStartedToo() throws {
    // A wrapper that starts a long sleep and waits for it, as a `$HAPTUI_SSH` line might.
    let result = SystemProcessRunner().run(
      ["/bin/sh", "-c", "sleep 30 & echo $!; wait"], environment: [:], timeout: 0.5)
    #expect(result.timedOut)
    let pid = try #require(Int32(result.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    var gone = Self.isGone(pid)
    for _ in 0..<40 where !gone {
      usleep(50_000)
      gone = Self.isGone(pid)
    }
    if !gone { kill(pid, SIGKILL) }
    #expect(gone, "the sleep the wrapper started still runs after the timeout")
  }
}
