import Foundation
import HapSystem

// Measured as haptui runs: with the allocator asking for huge pages where the kernel waits to
// be asked (D462).
let hugePages = HugePageStart.adoptWhateverTheArguments()

// haptui-bench: the measured figures of issue 6 (see README, "make bench").
let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
  options = parsed
case .failure(let problem):
  if !problem.message.isEmpty {
    FileHandle.standardError.write(Data("haptui-bench: \(problem.message)\n".utf8))
  }
  FileHandle.standardError.write(Data(BenchOptions.usage.utf8))
  exit(problem.message.isEmpty ? 0 : 2)
}

let context = BenchContext.make(options: options)
defer { context.removeScratch() }
guard FileManager.default.isExecutableFile(atPath: context.haptui) else {
  FileHandle.standardError.write(
    Data("haptui-bench: no haptui binary at \(context.haptui) (swift build -c release)\n".utf8))
  exit(1)
}

let benchmarks: [(String, (BenchContext) -> BenchResult)] = [
  ("validate", ValidationThroughput.run),
  ("large", LargePatternLoad.run),
  ("long", LongTrackCommands.run),
  ("longsound", LongSoundImport.run),
  ("editor", EditorFrameCost.run),
  ("launch", EditorLaunch.run),
  ("render", RenderPanelCost.run),
  ("panel", LivePanelCost.run),
  ("playback", PlaybackScheduling.run),
  ("import", ImportCorpus.run),
  ("audio", AudioImportSpeed.run),
  ("sound", SoundLaneCost.run),
  ("reanalysis", AnalysisPanelLatency.run),
  ("audition", AuditionLatency.run),
  ("lsp", LanguageServerCost.run),
  ("site", SiteBuild.run),
]
let cores = BenchContext.cores
if !options.json {
  print(
    "haptui-bench: release build, \(cores) cores online, load average "
      + "\(BenchContext.loadAverage), huge pages \(hugePages ? "asked for" : "not asked for"), "
      + "haptui at \(context.haptui)\n")
}
var results: [BenchResult] = []
for (name, benchmark) in benchmarks where options.wants(name) {
  let result = benchmark(context)
  results.append(result)
  if !options.json {
    print(result.rows().joined(separator: "\n") + "\n")
  }
}
if options.json {
  print("[\n  " + results.map { $0.json(cores: cores) }.joined(separator: ",\n  ") + "\n]")
}
