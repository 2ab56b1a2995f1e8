import Foundation

/// Issue 23: `haptui render` and `haptui export` of one 100,000-event track on every platform,
/// as a user runs them (wall time with process start, peak resident memory); aim: 300 ms each.
enum LongTrackCommands {
  static let platforms = ["ios", "android", "web", "react-native", "flutter", "gamepad"]
  static let aimSeconds = 0.3

  static func run(_ context: BenchContext) -> BenchResult {
    let events = context.options.largeEvents
    var result = BenchResult(
      name: "render and export one \(events)-event track, every platform",
      aim: "each command at most 300 ms", note: "")
    var generator = PatternGenerator(seed: 0x6C61_7267_65)
    // In the canonical layout, as an import or a save writes a long track.
    let path = context.write(
      "long-track.hap.md", CanonicalLayout.text(generator.largePattern(events: events)))
    var worst = 0.0
    var worstName = ""
    var peak = 0
    var statuses: Set<Int32> = []
    for platform in platforms {
      for command in ["render", "export"] {
        var arguments = [context.haptui, command, "--platform", platform]
        if command == "export" {
          arguments += ["--out", context.scratch + "/long-export-\(platform)"]
        }
        arguments.append(path)
        // One untimed run warms the page cache; then the median of three.
        _ = ChildProcess.run(arguments)
        let runs = (0..<3).map { _ in ChildProcess.run(arguments) }
        let seconds = Statistics(runs.map(\.seconds)).median
        let cpu = Statistics(runs.map(\.cpuSeconds)).median
        let memory = runs.map(\.peakBytes).max() ?? 0
        runs.forEach { statuses.insert($0.status) }
        result.add("\(command) \(platform): wall (median of 3)", seconds * 1000, "ms")
        result.add("\(command) \(platform): processor", cpu * 1000, "ms")
        result.add("\(command) \(platform): peak resident memory", Double(memory) / 1_048_576, "MB")
        if seconds > worst {
          worst = seconds
          worstName = "\(command) \(platform)"
        }
        peak = max(peak, memory)
      }
    }
    result.met = worst <= aimSeconds
    result.note =
      "the large-pattern benchmark's track in the canonical layout (as an import or a save "
      + "writes it); slowest \(worstName) \(Int(worst * 1000)) ms, "
      + "largest peak \(peak / 1_048_576) MB; exit statuses \(statuses.sorted()); "
      + "times include process start and writing the output (to a file)"
      + (result.met == true ? "" : "; the aim is NOT met")
    return result
  }
}
