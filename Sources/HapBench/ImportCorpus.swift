import Foundation
import HapImport

/// Benchmark 6 (issue 12): `haptui import` over the whole shared interop corpus in one process
/// (`../shared/testdata/interop`: Apple's AHAPs, Meta's test files, the NiceVibrations clips),
/// files per second and the time per event written; aim: the corpus in under 1 s on one core.
enum ImportCorpus {
  static func run(_ context: BenchContext) -> BenchResult {
    var result = BenchResult(
      name: "import the shared interop corpus", aim: "the whole corpus in under 1 s on one core",
      note: "")
    let root = context.root + "/../shared/testdata/interop"
    var files: [String] = []
    if let walker = FileManager.default.enumerator(atPath: root) {
      for case let name as String in walker
      where name.hasSuffix(".ahap") || name.hasSuffix(".haptic") {
        files.append(root + "/" + name)
      }
    }
    files.sort()
    guard !files.isEmpty else {
      result.met = nil
      result.note = "skipped: \(root) is absent"
      return result
    }
    // The library alone, in this process: how many import, and how many events they hold.
    var imported = 0
    var events = 0
    let libraryNanoseconds = Clock.measure {
      for file in files {
        if case .success(let pattern) = Importer.importFile(at: file) {
          imported += 1
          events += pattern.pattern.events.count
          _ = try? ImportWriter.bytes(for: pattern)
        }
      }
    }
    // The command, one process for every file (the command runs on one thread), writing into a
    // fresh folder each run; the median of three.
    var runs: [ChildProcess.Outcome] = []
    for round in 0..<3 {
      let folder = context.scratch + "/import-\(round)"
      runs.append(ChildProcess.run([context.haptui, "import", "--out", folder] + files))
    }
    let seconds = Statistics(runs.map(\.seconds)).median
    let cpu = Statistics(runs.map(\.cpuSeconds)).median
    result.add("files given", Double(files.count), "files")
    result.add("files imported (the rest refused, as they should be)", Double(imported), "files")
    result.add("events written", Double(events), "events")
    result.add("haptui import, wall", seconds, "s")
    result.add("haptui import, processor", cpu, "s")
    result.add("files per second (processor)", Double(files.count) / max(cpu, 1e-9), "files/s")
    result.add("time per event written (processor)", cpu * 1e6 / Double(max(events, 1)), "µs")
    result.add("library alone, in process", libraryNanoseconds / 1e9, "s")
    result.met = cpu < 1
    result.note =
      "\(files.count) .ahap and .haptic files of \(root); exit status \(runs.last?.status ?? -1) "
      + "(1: some files are meant to be refused)"
    return result
  }
}
