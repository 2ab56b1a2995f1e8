import HapRender

/// What `haptui play` was asked to do, from its arguments.
struct PlayRequest: Equatable {
  var file: String?
  var steps: RumbleSchedule?
  var devicePath: String?
  var platform: Platform?
  var profile: String?
  var looping: Bool

  init(_ arguments: [String]) throws(UsageError) {
    let scan = try ArgumentScanner(
      arguments, flags: ["loop"], options: ["device", "platform", "profile", "steps"])
    looping = scan.has("loop")
    devicePath = scan.value("device")
    profile = scan.value("profile")
    if let name = scan.value("platform") {
      guard let platform = Platform(rawValue: name) else {
        let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("unknown platform '\(name)' (known: \(known))")
      }
      self.platform = platform
    }
    if profile != nil && platform == nil { throw UsageError("--profile needs --platform") }
    if let text = scan.value("steps") {
      guard scan.positionals.isEmpty else { throw UsageError("give either FILE or --steps") }
      guard platform == nil else { throw UsageError("--platform applies to a FILE, not --steps") }
      steps = try RawSteps.parse(text)
    } else {
      guard scan.positionals.count == 1 else {
        throw UsageError(scan.positionals.isEmpty ? "missing FILE" : "give exactly one FILE")
      }
      file = scan.positionals[0]
    }
  }
}
