/// The benchmark's command line.
struct BenchOptions {
  var json = false
  /// Benchmarks to run (all when empty): validate, large, editor, render, playback.
  var only: Set<String> = []
  var files = 3_000
  var largeEvents = 100_000
  var guest = true
  var root: String?
  var haptui: String?
  /// A folder to write the generated inputs into and keep (for profiling), instead of a
  /// temporary one that is removed.
  var keep: String?

  static let usage = """
    Usage: haptui-bench [--json] [--only NAME[,NAME...]] [--files N] [--events N] [--no-guest]
                        [--root DIR] [--haptui PATH] [--keep DIR]

    Measures haptui on inputs it generates itself (deterministically) and prints a table, or
    with --json one object per benchmark. NAME is validate, large, long, longsound, editor, launch,
    render, panel, playback, import, audio, sound, reanalysis, audition, lsp or site.
      --files N     patterns for the validation throughput benchmark (default 3000)
      --events N    events in the large pattern (default 100000)
      --no-guest    skip the QEMU guest half of the playback benchmark
      --root DIR    the package root (default: where this program was built from)
      --haptui PATH the haptui binary to measure (default: the one built next to this program)
      --keep DIR    write the generated inputs into DIR and keep them (to profile by hand)

    """

  /// Why the command line was refused (an empty message asks for the usage text alone).
  struct Problem: Error {
    var message: String
  }

  static func parse(_ arguments: [String]) -> Result<BenchOptions, Problem> {
    var options = BenchOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      func value() -> String? { rest.popFirst() }
      switch argument {
      case "--json": options.json = true
      case "--no-guest": options.guest = false
      case "--only":
        guard let list = value() else { return .failure(Problem(message: "--only needs a list")) }
        options.only = Set(list.split(separator: ",").map(String.init))
      case "--files":
        guard let text = value(), let number = Int(text), number > 0 else {
          return .failure(Problem(message: "--files needs a positive number"))
        }
        options.files = number
      case "--events":
        guard let text = value(), let number = Int(text), number > 0 else {
          return .failure(Problem(message: "--events needs a positive number"))
        }
        options.largeEvents = number
      case "--root":
        guard let text = value() else { return .failure(Problem(message: "--root needs a folder")) }
        options.root = text
      case "--haptui":
        guard let text = value() else { return .failure(Problem(message: "--haptui needs a path")) }
        options.haptui = text
      case "--keep":
        guard let text = value() else { return .failure(Problem(message: "--keep needs a folder")) }
        options.keep = text
      case "--help", "-h": return .failure(Problem(message: ""))
      default: return .failure(Problem(message: "unknown option \(argument)"))
      }
    }
    return .success(options)
  }

  func wants(_ name: String) -> Bool { only.isEmpty || only.contains(name) }
}
