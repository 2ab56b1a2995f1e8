import Foundation
import HapModel

/// Benchmark 1: `haptui validate` against the Python pipeline a user would write (PyYAML +
/// markdown-it-py + jsonschema with the project's schema), on the same generated folder.
enum ValidationThroughput {
  static func run(_ context: BenchContext) -> BenchResult {
    let count = context.options.files
    var result = BenchResult(
      name: "validate \(count) generated patterns",
      aim: "haptui at least 50x the fastest Python pipeline, 25x on one thread (issue 23)",
      note: "")
    let folder = context.scratch + "/corpus"
    var generator = PatternGenerator()
    var bytes = 0
    for index in 0..<count {
      let text = generator.pattern(index)
      bytes += text.utf8.count
      context.write("corpus/\(index / 1000)/pattern-\(index).hap.md", text)
    }

    // One untimed run warms the page cache.
    _ = ChildProcess.run([context.haptui, "validate", folder])

    // The library alone (read, frontmatter, block, every check; no render warnings), to show
    // where the command's time goes.
    var files: [String] = []
    if let walker = FileManager.default.enumerator(atPath: folder) {
      for case let name as String in walker where name.hasSuffix(".hap.md") {
        files.append(folder + "/" + name)
      }
    }
    let libraryNanoseconds = Clock.measure {
      for file in files { _ = HapDocument.read(path: file).isConformant }
    }

    let script = context.root + "/scripts/bench-validate.py"
    let schema = context.root + "/schema/haptic-0.1.schema.json"
    let probe = ChildProcess.run(["python3", "-c", "import jsonschema, yaml, markdown_it"])
    guard probe.status == 0 else {
      result.met = nil
      result.note =
        "skipped the comparison: python3 with jsonschema, PyYAML and markdown-it-py is missing "
        + "(make deps installs them)"
      return result
    }
    _ = ChildProcess.run(["python3", script, schema, context.root + "/Patterns"])
    let markdownPython = ChildProcess.run(["python3", script, schema, folder])
    // The fastest pipeline a user would write finds the fence with a regular expression; the
    // ratios are taken against it (the markdown-it-py pipeline is printed beside it). The two
    // sides take turns, three rounds of one Python run and three of haptui each way, and each
    // round's ratio compares runs a few seconds apart: this machine's speed moves by a third
    // within a minute, and one Python run against haptui's runs minutes later measured that.
    // haptui runs as a user runs it (one job per processor), and on one thread, which is what
    // the single-threaded Python script is fairly compared with.
    var swiftRuns: [ChildProcess.Outcome] = []
    var singleRuns: [ChildProcess.Outcome] = []
    var pythonRuns: [ChildProcess.Outcome] = []
    var ratios: [Double] = []
    var singleRatios: [Double] = []
    for _ in 0..<3 {
      let python = ChildProcess.run(["python3", script, "--regex-fence", schema, folder])
      var swift: [Double] = []
      var single: [Double] = []
      for _ in 0..<3 {
        let many = ChildProcess.run([context.haptui, "validate", folder])
        let one = ChildProcess.run([context.haptui, "validate", "--jobs", "1", folder])
        swift.append(many.seconds)
        single.append(one.seconds)
        swiftRuns.append(many)
        singleRuns.append(one)
      }
      pythonRuns.append(python)
      ratios.append(python.seconds / Statistics(swift).median)
      singleRatios.append(python.seconds / Statistics(single).median)
    }
    let python = pythonRuns[pythonRuns.count / 2]
    let pythonSeconds = Statistics(pythonRuns.map(\.seconds)).median
    let swiftSeconds = Statistics(swiftRuns.map(\.seconds)).median
    let singleSeconds = Statistics(singleRuns.map(\.seconds)).median
    let singleCPU = Statistics(singleRuns.map(\.cpuSeconds)).median
    let swiftSummary = swiftRuns.last?.stdout.split(separator: "\n").last.map(String.init) ?? ""
    let sameOutput = swiftRuns.last?.stdout == singleRuns.last?.stdout

    let swiftRate = Double(count) / swiftSeconds
    let singleRate = Double(count) / singleSeconds
    let pythonRate = Double(count) / pythonSeconds
    let ratio = Statistics(ratios).median
    let singleRatio = Statistics(singleRatios).median
    result.add("haptui validate (--jobs \(BenchContext.cores), the default)", swiftRate, "files/s")
    result.add("haptui validate --jobs 1", singleRate, "files/s")
    result.add("python pipeline, regex fence (one thread)", pythonRate, "files/s")
    result.add(
      "python pipeline, markdown-it-py (one thread)", Double(count) / markdownPython.seconds,
      "files/s")
    result.add("ratio (median of 3 rounds, each side in turn)", ratio, "x")
    result.add("ratio with --jobs 1 (median of 3 rounds)", singleRatio, "x")
    let rounds =
      "the 3 rounds' ratios \(ratios.map { String(format: "%.1f", $0) }.joined(separator: ", ")), "
      + "one thread \(singleRatios.map { String(format: "%.1f", $0) }.joined(separator: ", "))"
    let libraryRate = Double(files.count) / (libraryNanoseconds / 1e9)
    result.add("HapDocument read + checks in-process", libraryRate, "files/s")
    result.add("ratio of the library alone to python", libraryRate / pythonRate, "x")
    // Processor time is less swayed by the other work on a shared machine than wall time
    // (a sub-second run meets a load spike whole; the Python run averages over many).
    result.add(
      "ratio of processor time (user + system), python to --jobs 1",
      python.cpuSeconds / singleCPU, "x")
    result.add("haptui wall time (median of 9)", swiftSeconds, "s")
    result.add("haptui --jobs 1 wall time (median of 9)", singleSeconds, "s")
    result.add("haptui --jobs 1 processor time (median of 9)", singleCPU, "s")
    result.add("python processor time (the median run)", python.cpuSeconds, "s")
    result.add("python wall time (median of 3)", pythonSeconds, "s")
    result.met = ratio >= 50 && singleRatio >= 25

    // Both must reach the same verdicts, or the comparison is not of the same work.
    let swiftConformant = conformantCount(swiftSummary)
    let pythonConformant = python.stdout.split(separator: " ").last.flatMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    result.note =
      "\(count) files, \(bytes / 1024) KiB, ~5% broken on purpose; each side is one process "
      + "over the folder, startup included. Conformant: haptui \(swiftConformant.map(String.init) ?? "?"), "
      + "python \(pythonConformant.map(String.init) ?? "?")"
      + (swiftConformant == pythonConformant ? " (same verdicts)." : " (VERDICTS DIFFER).")
      + " Load average \(BenchContext.loadAverage); \(rounds)."
      + (sameOutput ? "" : " OUTPUT OF --jobs 1 DIFFERS.")
    return result
  }

  /// The conformant count from haptui's summary line "N files checked: M conformant, …".
  static func conformantCount(_ summary: String) -> Int? {
    guard let range = summary.range(of: "checked: ") else { return nil }
    return Int(summary[range.upperBound...].prefix { $0.isNumber })
  }
}
