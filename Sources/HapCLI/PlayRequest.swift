import HapAudition
import HapRender

/// What `haptui play` was asked to do, from its arguments.
struct PlayRequest: Equatable {
  var file: String?
  var steps: RumbleSchedule?
  var devicePath: String?
  var platform: Platform?
  var profile: String?
  var looping: Bool
  /// `--gap MS` and `--count N` (issue 22 item 4); `--count` alone loops that many times.
  var loop: LoopPlan
  /// `--target`, when it names something other than an evdev node (which `devicePath` holds).
  var target: TargetName?

  init(_ arguments: [String]) throws(UsageError) {
    let scan = try ArgumentScanner(
      arguments, flags: ["loop"],
      options: ["device", "platform", "profile", "steps", "target", "gap", "count"])
    var gap = 0
    if let text = scan.value("gap") {
      guard let value = Int(text), (0...60_000).contains(value) else {
        throw UsageError("--gap takes milliseconds from 0 to 60000, not '\(text)'")
      }
      gap = value
    }
    var count: Int?
    if let text = scan.value("count") {
      guard let value = Int(text), (1...10_000).contains(value) else {
        throw UsageError("--count takes a number of passes from 1 to 10000, not '\(text)'")
      }
      count = value
    }
    looping = scan.has("loop") || count != nil
    if gap > 0, !looping { throw UsageError("--gap needs --loop or --count") }
    loop = LoopPlan(gap: gap, count: count)
    devicePath = scan.value("device")
    if let text = scan.value("target") {
      guard devicePath == nil else { throw UsageError("give either --target or --device") }
      switch TargetName.parse(text) {
      case .success(.evdev(let path)): devicePath = path
      case .success(let named): target = named
      case .failure(let failure): throw UsageError(failure.description)
      }
    }
    profile = scan.value("profile")
    if let name = scan.value("platform") {
      guard let platform = Platform(rawValue: name) else {
        let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("unknown platform '\(name)' (known: \(known))")
      }
      self.platform = platform
    }
    if profile != nil && platform == nil { throw UsageError("--profile needs --platform") }
    if target != nil, platform != nil {
      throw UsageError(
        "--platform applies to evdev targets: a phone plays its own profile's rendition")
    }
    if let text = scan.value("steps") {
      guard scan.positionals.isEmpty else { throw UsageError("give either FILE or --steps") }
      guard platform == nil else { throw UsageError("--platform applies to a FILE, not --steps") }
      guard target == nil else { throw UsageError("--steps plays on evdev targets only") }
      steps = try RawSteps.parse(text)
    } else {
      guard scan.positionals.count == 1 else {
        throw UsageError(scan.positionals.isEmpty ? "missing FILE" : "give exactly one FILE")
      }
      file = scan.positionals[0]
    }
  }
}
