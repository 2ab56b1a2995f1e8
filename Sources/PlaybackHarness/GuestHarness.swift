import Glibc
import HapSystem

/// Boots a stock Debian kernel under QEMU and runs `haptui` scenarios against a virtual uinput
/// rumble device inside it (see `scripts/kernel-ff/` and `shared/docs/kernel-ff-test.md`).
///
/// `prepare()` fetches and unpacks the kernel and busybox once into `.cache/kernel-ff`
/// (git-ignored); it reports why the guest cannot run when QEMU or the packages cannot be had,
/// so a test can skip with that reason rather than pass.
public struct GuestHarness: Sendable {
  /// The package root (holding `scripts/kernel-ff`).
  public var root: String
  /// The `haptui` binary to run in the guest (its shared libraries are copied along).
  public var binary: String
  /// Where the kernel, modules and busybox are cached.
  public var cache: String

  public init(root: String = GuestHarness.packageRoot, binary: String? = nil) {
    self.root = root
    self.binary = binary ?? GuestHarness.builtBinary(root: root)
    cache = "\(root)/.cache/kernel-ff"
  }

  /// The package root, found from this source file's location.
  public static var packageRoot: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Sources/PlaybackHarness/GuestHarness.swift
    return parts.joined(separator: "/")
  }

  /// The `haptui` built next to the running executable (the test bundle), else `.build/debug`.
  static func builtBinary(root: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      let exe = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      var parts = exe.split(separator: "/", omittingEmptySubsequences: false)
      parts.removeLast()
      let sibling = parts.joined(separator: "/") + "/haptui"
      if access(sibling, X_OK) == 0 { return sibling }
    }
    return "\(root)/.build/debug/haptui"
  }

  /// Makes the cache ready; returns nil when the guest can run, else the reason it cannot.
  public func prepare() -> String? {
    guard access(binary, X_OK) == 0 else { return "no haptui binary at \(binary) (swift build)" }
    let script = ShellCommand.quoted("\(root)/scripts/kernel-ff/prepare.sh")
    let (status, output) = ShellCommand.run("bash \(script) \(ShellCommand.quoted(cache))")
    let lastLine = output.split(separator: "\n").last.map(String.init) ?? ""
    switch status {
    case 0: return nil
    case 77: return lastLine.hasPrefix("skip: ") ? String(lastLine.dropFirst(6)) : lastLine
    default: return "preparing the guest failed (exit \(status)): \(output)"
    }
  }

  /// Boots the guest once and runs `scenarios` in order; `files` are copied to its `/test`.
  public func run(_ scenarios: [GuestScenario], files: [String] = []) -> GuestRun {
    let work = "\(root)/.build/kernel-ff-\(getpid())"
    let script = scenarios.map(\.shellLine).joined(separator: "\n") + "\n"
    let scenarioFile = "\(work).scenarios.sh"
    writeFile(scenarioFile, script)
    defer {
      unlink(scenarioFile)
      _ = ShellCommand.run("rm -rf \(ShellCommand.quoted(work))")
    }
    let words =
      ["bash", "\(root)/scripts/kernel-ff/run-guest.sh", cache, work, binary, scenarioFile] + files
    let started = MonotonicTime.nanoseconds()
    let (_, console) = ShellCommand.run(words.map(ShellCommand.quoted).joined(separator: " "))
    let seconds = Double(MonotonicTime.nanoseconds() - started) / 1e9
    return GuestRun(console: console, seconds: seconds)
  }

  private func writeFile(_ path: String, _ text: String) {
    guard let file = fopen(path, "w") else { return }
    fputs(text, file)
    fclose(file)
  }
}
