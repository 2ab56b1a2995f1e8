import Glibc
import HapSystem
import HapTestSupport
import Testing

/// `HugePageStart` starts haptui again with glibc asking for huge pages only where the kernel
/// wants to be asked, and the programs haptui runs see the environment it was given (D462).
@Suite struct HugePageStartTests {
  static let madvise = "always [madvise] never\n"

  @Test func theSettingIsAddedOnlyWhenTheKernelWaitsToBeAsked() {
    #expect(HugePageStart.tunables(policy: Self.madvise, current: nil) == "glibc.malloc.hugetlb=1")
    #expect(HugePageStart.tunables(policy: "[always] madvise never\n", current: nil) == nil)
    #expect(HugePageStart.tunables(policy: "always madvise [never]\n", current: nil) == nil)
    #expect(HugePageStart.tunables(policy: nil, current: nil) == nil)
  }

  @Test func aPersonsOwnTunablesAreKeptAndTheirChoiceRespected() {
    #expect(
      HugePageStart.tunables(policy: Self.madvise, current: "glibc.malloc.arena_max=2")
        == "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1")
    #expect(HugePageStart.tunables(policy: Self.madvise, current: "") == "glibc.malloc.hugetlb=1")
    #expect(HugePageStart.tunables(policy: Self.madvise, current: "glibc.malloc.hugetlb=0") == nil)
    #expect(
      HugePageStart.tunables(policy: Self.madvise, current: "glibc.malloc.hugetlb=2:x=1") == nil)
  }

  @Test func onlyAFileOfAMebibyteOrMoreIsWorthStartingAgain() {
    let folder = TemporaryFolder()
    let small = folder.write("small", [UInt8](repeating: 32, count: (1 << 20) - 1))
    let large = folder.write("large", [UInt8](repeating: 32, count: 1 << 20))
    #expect(!HugePageStart.namesLargeFile(["--version"]))
    #expect(!HugePageStart.namesLargeFile(["validate", small, folder.path]))
    #expect(HugePageStart.namesLargeFile(["validate", small, large]))
    #expect(!HugePageStart.namesLargeFile(["validate", folder.path("missing")]))
  }

  @Test func aSmallFilesCommandStartsOnce() {
    guard let seen = run(tunables: nil, largeFile: false) else { return }
    #expect(seen.parent["HAPTUI_TUNABLES_BEFORE"] == nil)
    #expect(seen.parent["GLIBC_TUNABLES"] == nil)
    #expect(seen.child["GLIBC_TUNABLES"] == nil)
  }

  /// What a program haptui starts sees, and what haptui itself was started with, as an `adb`
  /// stand-in records them (its own environment, and its parent's from `/proc`).
  private struct Seen {
    var child: [String: String]
    var parent: [String: String]
  }

  /// Runs `haptui play --target adb` on a pattern of 1 MiB or more (`largeFile`), or on a
  /// small one, with `GLIBC_TUNABLES` set to `tunables` (unset when `nil`).
  private func run(tunables: String?, largeFile: Bool = true) -> Seen? {
    guard let haptui = BuiltBinary.haptui else {
      Issue.record("the haptui binary is not built: run `swift build` (make test does)")
      return nil
    }
    let folder = TemporaryFolder()
    let record = folder.path("child.env")
    let parent = folder.path("parent.env")
    folder.write(
      "bin/adb",
      "#!/bin/sh\nenv > \(record)\ntr '\\0' '\\n' < /proc/$PPID/environ > \(parent)\nexit 1\n")
    chmod(folder.path("bin/adb"), 0o755)
    // Prose makes the file large enough to start again for (a mebibyte), not the track.
    let prose = String(
      repeating: "A line of prose that pads the file.\n", count: largeFile ? 30_000 : 0)
    let pattern = folder.write(
      "large.hap.md",
      (TextFile.read(Repository.path("Patterns/notification-success.hap.md")) ?? "") + "\n"
        + prose)
    let setting =
      tunables.map { "GLIBC_TUNABLES=" + ChildProcess.quoted($0) } ?? "-u GLIBC_TUNABLES"
    let command =
      "env \(setting) PATH=\(ChildProcess.quoted(folder.path("bin"))):\"$PATH\" "
      + "\(ChildProcess.quoted(haptui)) play --target adb \(ChildProcess.quoted(pattern)) 2>&1"
    let outcome = ChildProcess.shell(command)
    guard let child = TextFile.read(record), let started = TextFile.read(parent) else {
      Issue.record("the adb stand-in did not run: \(outcome.output)")
      return nil
    }
    return Seen(child: Self.variables(child), parent: Self.variables(started))
  }

  private static func variables(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      result[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    return result
  }

  private var kernelWaitsToBeAsked: Bool {
    (TextFile.read("/sys/kernel/mm/transparent_hugepage/enabled") ?? "").contains("[madvise]")
  }

  @Test func withoutTunablesTheChildSeesNoneAndHaptuiRanWithTheSetting() {
    guard let seen = run(tunables: nil) else { return }
    #expect(seen.child["GLIBC_TUNABLES"] == nil)
    #expect(seen.child["HAPTUI_TUNABLES_BEFORE"] == nil)
    #expect(
      seen.parent["GLIBC_TUNABLES"] == (kernelWaitsToBeAsked ? "glibc.malloc.hugetlb=1" : nil))
  }

  @Test func aPersonsTunablesReachTheChildUnchanged() {
    guard let seen = run(tunables: "glibc.malloc.arena_max=2") else { return }
    #expect(seen.child["GLIBC_TUNABLES"] == "glibc.malloc.arena_max=2")
    #expect(seen.child["HAPTUI_TUNABLES_BEFORE"] == nil)
    // glibc cuts its own copy of the variable into names as it reads it, so the second start
    // is seen by the value it carried.
    #expect(
      seen.parent["HAPTUI_TUNABLES_BEFORE"]
        == (kernelWaitsToBeAsked ? "=glibc.malloc.arena_max=2" : nil))
  }

  @Test func aChosenHugePageSettingIsNeitherChangedNorRestarted() {
    guard let seen = run(tunables: "glibc.malloc.hugetlb=0") else { return }
    #expect(seen.parent["GLIBC_TUNABLES"] == "glibc.malloc.hugetlb=0")
    #expect(seen.parent["HAPTUI_TUNABLES_BEFORE"] == nil)
    #expect(seen.child["GLIBC_TUNABLES"] == "glibc.malloc.hugetlb=0")
  }
}
