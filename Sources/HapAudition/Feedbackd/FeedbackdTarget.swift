import HapModel
import HapRender

/// A Linux phone through feedbackd's `org.sigxcpu.Feedback.Haptic.Vibrate(s, a(du)) → b`, on
/// this machine's session bus or on the phone's over ssh (D105, D108).
public final class FeedbackdTarget: AuditionTarget, @unchecked Sendable {
  public let route: FeedbackdRoute
  public var name: String { route.target }
  /// `max-haptic-strength`, read once (nil: not read yet; .some(nil): not readable).
  private var strength: Double??
  /// The probe found no `busctl` but glib's `gdbus` (postmarketOS and other phones without
  /// systemd), so calls go through `gdbus` (D245).
  private(set) var usesGdbus = false

  /// `gdbus introspect` of feedbackd's object: lists every interface with its methods.
  static let gdbusIntrospect = [
    "gdbus", "introspect", "--session", "--dest", "org.sigxcpu.Feedback", "--object-path",
    "/org/sigxcpu/Feedback",
  ]

  /// Whether introspection output shows `Haptic.Vibrate` taking `s` and `a(du)`: busctl
  /// prints `.Vibrate method sa(du)`, gdbus `Vibrate(in  s app_id, in  a(du) pattern, …)`.
  static func offersVibrate(_ output: String, gdbus: Bool) -> Bool {
    gdbus
      ? output.contains("org.sigxcpu.Feedback.Haptic") && output.contains("Vibrate(")
        && output.contains("a(du)")
      : output.contains(".Vibrate") && output.contains("sa(du)")
  }

  /// The words that play `steps` with the tool the probe found.
  func vibrate(_ steps: [FeedbackdStep]) -> [String] {
    usesGdbus ? FeedbackdPattern.gdbusArguments(steps) : FeedbackdPattern.busctlArguments(steps)
  }

  /// Calls `Vibrate` with `steps`; without a probe first, a missing busctl is tried again
  /// through gdbus.
  private func call(_ steps: [FeedbackdStep]) -> ProcessResult {
    let result = route.run(vibrate(steps))
    guard Self.isMissing(result), !usesGdbus else { return result }
    usesGdbus = true
    let gdbus = route.run(vibrate(steps))
    if Self.isMissing(gdbus) { usesGdbus = false }
    return usesGdbus ? gdbus : result
  }

  /// Whether `result` says the program was not there.
  static func isMissing(_ result: ProcessResult) -> Bool {
    result.launchFailure != nil || result.status == 127
  }

  public init(route: FeedbackdRoute) {
    self.route = route
  }

  /// Checks that the bus offers the haptic interface with `Vibrate(sa(du))`, and then reads
  /// the strength cap once, so a play is one call. Over ssh both go in one login within
  /// `FeedbackdRoute.timeout`: a phone that does not answer costs one deadline, not two.
  public func probe() throws(AuditionFailure) {
    if route.remote != nil {
      _ = try survey(timeout: FeedbackdRoute.timeout)
      return
    }
    var result = route.run([
      "busctl", "--user", "--timeout=2", "introspect", "org.sigxcpu.Feedback",
      "/org/sigxcpu/Feedback", "org.sigxcpu.Feedback.Haptic",
    ])
    if Self.isMissing(result) {
      let gdbus = route.run(Self.gdbusIntrospect)
      if !Self.isMissing(gdbus) {
        result = gdbus
        usesGdbus = true
      }
    }
    try route.check(result)
    guard Self.offersVibrate(result.output, gdbus: usesGdbus) else {
      throw AuditionFailure(
        target: name,
        "feedbackd has no Haptic.Vibrate(sa(du)): it needs 0.6.0 or later (Debian 13 ships 0.8.2)")
    }
    if strength == nil { strength = .some(maximumStrength()) }
  }

  /// For `haptui devices`: checks the interface and reads the strength cap in one round trip
  /// (over ssh, one login running both), all within `timeout` seconds; the cap, when readable.
  public func survey(timeout: Double = 2) throws(AuditionFailure) -> Double? {
    let introspect = [
      "busctl", "--user", "--timeout=1", "introspect", "org.sigxcpu.Feedback",
      "/org/sigxcpu/Feedback", "org.sigxcpu.Feedback.Haptic",
    ]
    let marker = "haptui-max-haptic-strength"
    let gdbusMarker = "haptui-gdbus"
    // busctl where the phone has it, else glib's gdbus; then the cap, in the same login.
    let line =
      "if command -v busctl >/dev/null 2>&1; then \(ShellQuote.quoted(introspect)); "
      + "elif command -v gdbus >/dev/null 2>&1; then echo \(gdbusMarker) && "
      + "\(ShellQuote.quoted(Self.gdbusIntrospect)); else exit 127; fi && { echo \(marker); "
      + "gsettings get org.sigxcpu.feedbackd max-haptic-strength 2>/dev/null; true; }"
    guard let result = route.runRemote(line: line, timeout: timeout) else {
      try probe()
      return strength ?? nil
    }
    if result.timedOut {
      throw AuditionFailure(
        target: name,
        "no answer within \(ShortDecimal.text(timeout)) s over ssh: check that the phone is on "
          + "and 'ssh -o BatchMode=yes \(route.remote?.destination ?? "") true' works")
    }
    try route.check(result)
    let parts = result.output.components(separatedBy: marker)
    usesGdbus = parts[0].contains(gdbusMarker)
    guard Self.offersVibrate(parts[0], gdbus: usesGdbus) else {
      throw AuditionFailure(
        target: name,
        "feedbackd has no Haptic.Vibrate(sa(du)): it needs 0.6.0 or later (Debian 13 ships 0.8.2)")
    }
    let cap =
      parts.count > 1
      ? Double(parts[1].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? "") : nil
    strength = .some(cap)
    return cap
  }

  /// feedbackd's `max-haptic-strength` (GSettings), when it can be read.
  public func maximumStrength() -> Double? {
    let result = route.run(["gsettings", "get", "org.sigxcpu.feedbackd", "max-haptic-strength"])
    guard result.succeeded else { return nil }
    return Double(
      result.output.split(separator: " ").last.map { $0.filter { !$0.isNewline } } ?? "")
  }

  public func play(_ pattern: HapticPattern, settings: RenderSettings) throws(AuditionFailure)
    -> AuditionStart
  {
    let resampled = FeedbackdPattern(pattern)
    guard !resampled.steps.isEmpty, !settings.hapticsOff else {
      return AuditionStart(duration: 0, summary: "\(name): nothing to play")
    }
    let result = call(resampled.steps)
    try route.check(result)
    guard result.output.contains("true") else {
      throw AuditionFailure(
        target: name,
        "feedbackd answered false: raise the feedback profile above 'silent'/'quiet', check "
          + "that the phone has a vibra, and retry when it is not busy")
    }
    var notes: [String] = []
    if strength == nil { strength = .some(maximumStrength()) }
    if let cap = strength ?? nil, cap < 1 {
      notes.append(
        "\(name): max-haptic-strength is \(ShortDecimal.text(cap)): your apps get at most that "
          + "(haptui plays through the same cap)")
    }
    let duration = resampled.steps.reduce(0) { $0 + $1.duration }
    let summary =
      "\(name): \(resampled.steps.count) steps (r \(ShortDecimal.text(resampled.fit)) with the "
      + "track); \(resampled.dropped.joined(separator: ", ")) dropped"
    return AuditionStart(duration: duration, summary: summary, notes: notes)
  }

  /// An empty pattern ends the running one.
  public func cancel() throws(AuditionFailure) {
    try route.check(call([]))
  }
}
