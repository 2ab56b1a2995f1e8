import Glibc

/// Starts the program again, once, with glibc's allocator asking for transparent huge pages,
/// where the kernel gives them only to memory that asks (D462).
///
/// A command that reads a 100,000-event file touches 50–60 MB of fresh memory; with 4 KB pages
/// that is some 14,000 page faults, a fifth of `haptui validate`'s time. glibc's tunable
/// `glibc.malloc.hugetlb=1` makes the allocator mark its memory for huge pages, but glibc reads
/// tunables only as a program starts, so the program sets the variable and executes itself
/// again. It does so only when the kernel's policy is `madvise` (with `always` the pages are
/// huge already, with `never` they cannot be), never when `GLIBC_TUNABLES` already names the
/// setting (a person's own choice, and the way to turn this off), and only when an argument
/// names a regular file of a mebibyte or more: starting again costs about 10 ms, which a small
/// file's command would not win back. It restores the variable on the second start, so the
/// programs this one runs see the environment it was given.
public enum HugePageStart {
  /// The variable that carries `GLIBC_TUNABLES`'s value from before the second start: `-` when
  /// it was unset, else `=` and the value.
  static let carried = "HAPTUI_TUNABLES_BEFORE"

  /// The setting that asks glibc's allocator for huge pages.
  static let setting = "glibc.malloc.hugetlb=1"

  /// The smallest file that makes starting again worth it: 1 MiB, about 10,000 events.
  static let worthwhileSize = 1 << 20

  /// The most arguments looked at for such a file (a shell's glob can pass thousands).
  static let argumentsLooked = 256

  /// Where the kernel says when it gives transparent huge pages.
  static let policyPath = "/sys/kernel/mm/transparent_hugepage/enabled"

  /// The value `GLIBC_TUNABLES` should take for the second start, or `nil` when the program
  /// should go on as it is: `policy` is the kernel's policy file as read (`nil` when absent),
  /// `tunables` the variable's current value (`nil` when unset).
  public static func tunables(policy: String?, current tunables: String?) -> String? {
    guard let policy, policy.contains("[madvise]") else { return nil }
    guard let tunables, !tunables.isEmpty else { return setting }
    if tunables.contains("glibc.malloc.hugetlb") { return nil }
    return tunables + ":" + setting
  }

  /// Whether one of `arguments` names a regular file of `worthwhileSize` bytes or more.
  public static func namesLargeFile(_ arguments: ArraySlice<String>) -> Bool {
    arguments.prefix(argumentsLooked).contains { argument in
      var info = stat()
      return stat(argument, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        && Int(info.st_size) >= worthwhileSize
    }
  }

  /// The second start's work: puts `GLIBC_TUNABLES` back as it was before the first and
  /// returns true; returns false when this is a first start.
  static func restore() -> Bool {
    guard let before = getenv(carried).map({ String(cString: $0) }) else { return false }
    unsetenv(carried)
    if before.hasPrefix("=") {
      setenv("GLIBC_TUNABLES", String(before.dropFirst()), 1)
    } else {
      unsetenv("GLIBC_TUNABLES")
    }
    return true
  }

  /// Executes this program again with huge pages asked for, when the kernel's policy and
  /// `arguments` (every argument after the program's name) make that worth it; returns
  /// (having changed nothing) when they do not, when this is already the second start, or when
  /// the execution fails. Returns true in the second start, where the allocator asks for huge
  /// pages.
  @discardableResult
  public static func adopt(for arguments: ArraySlice<String>) -> Bool {
    if restore() { return true }
    return namesLargeFile(arguments) ? startAgain() : false
  }

  /// As `adopt(for:)`, whatever the arguments: for the benchmark, which makes its large files
  /// itself and measures in its own process what the editor does with one.
  @discardableResult
  public static func adoptWhateverTheArguments() -> Bool {
    restore() ? true : startAgain()
  }

  /// Executes this program again when the kernel's policy and `GLIBC_TUNABLES` allow; false
  /// when it did not (nothing changed).
  private static func startAgain() -> Bool {
    let policy = Files.readPrefix(policyPath, count: 256).map {
      String(decoding: $0, as: UTF8.self)
    }
    let current = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
    guard let wanted = tunables(policy: policy, current: current) else { return false }
    setenv(carried, current.map { "=" + $0 } ?? "-", 1)
    setenv("GLIBC_TUNABLES", wanted, 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    // Still here: the execution failed, so the first start goes on as it was.
    _ = restore()
    return false
  }
}
