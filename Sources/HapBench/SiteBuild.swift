import Foundation
import HapModel
import HapSite

/// `haptui site`: a gallery of 1,000 generated patterns built by the real binary (one job per
/// processor, every file written), and one pattern page made in-process.
enum SiteBuild {
  static let count = 1_000

  static func run(_ context: BenchContext) -> BenchResult {
    let loadBefore = Self.loadAverage()
    var result = BenchResult(
      name: "site: build \(count) patterns, make one page",
      aim: "1,000 patterns in at most 10 s (jobs = cores); one page in at most 20 ms", note: "")
    var generator = PatternGenerator(seed: 24)
    for index in 0..<count {
      context.write("site-corpus/\(index / 250)/pattern-\(index).hap.md", generator.pattern(index))
    }
    let corpus = context.scratch + "/site-corpus"
    let out = context.scratch + "/site-out"
    var runs: [ChildProcess.Outcome] = []
    for _ in 0..<3 {
      try? FileManager.default.removeItem(atPath: out)
      runs.append(ChildProcess.run([context.haptui, "site", "--out", out, corpus]))
    }
    let seconds = Statistics(runs.map(\.seconds)).median
    let files = (FileManager.default.enumerator(atPath: out)?.allObjects.count) ?? 0
    result.add("\(count) patterns: median of 3", seconds, "s")
    result.add("\(count) patterns: CPU median", Statistics(runs.map(\.cpuSeconds)).median, "s")
    result.add("\(count) patterns: files and folders written", Double(files), "")
    // The same build again into the folder it made: what a user's rebuild costs when few
    // patterns changed (unchanged files are left alone, D170).
    let again = ChildProcess.run([context.haptui, "site", "--out", out, corpus])
    result.add("\(count) patterns: rebuild, nothing changed", again.seconds, "s")
    result.add("\(count) patterns: rebuild CPU", again.cpuSeconds, "s")
    runs.append(again)

    // One page of a shipped pattern, in-process: the render for every profile, the plot,
    // lanes, report tables, prose, downloads and codegen.
    let path = context.root + "/Patterns/heartbeat.hap.md"
    let document = HapDocument.read(path: path)
    let plan = SitePlan([SiteSource(path: path, document: document)])
    var pageBytes = 0
    var times: [Double] = []
    if let entry = plan.patterns.first {
      for _ in 0..<30 {
        times.append(
          Clock.measure {
            let page = PatternPage(entry, options: SiteOptions())
            pageBytes = page.files[0].bytes.count
          })
      }
    }
    let page = Statistics(times)
    result.add("one page (heartbeat): median", page.median / 1e6, "ms")
    result.add("one page (heartbeat): p99", page.p99 / 1e6, "ms")
    result.add("one page (heartbeat): HTML size", Double(pageBytes) / 1024, "KiB")
    let built = runs.allSatisfy { $0.status == 0 }
    result.met = built && seconds <= 10 && page.median / 1e6 <= 20
    result.note =
      "generated patterns (the validate benchmark's generator), \(BenchContext.cores) cores, "
      + "writes not flushed (D125), load average \(loadBefore) before and \(Self.loadAverage()) "
      + "after (wall time swings with it; CPU much less)"
      + (built ? "" : "; haptui site failed: \(runs.last?.stdout ?? "")")
    return result
  }

  /// The one-minute load average, as `/proc/loadavg` says it.
  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return String(text.split(separator: " ").first ?? "?")
  }
}
