import HapModel

/// Renders a pattern for a device profile: the degradation ladder, the honesty report, the
/// artefact and the feel. Pure and deterministic.
public enum Renderer {
  /// Renders `pattern` as `profile` would play it under `settings`. Without `includeArtifact`
  /// the rendition's artefact is empty (`language` and `text` ""), which saves the work of
  /// printing a long track when only the rung, the report and the feel are wanted.
  public static func render(
    _ pattern: HapticPattern, profile: DeviceProfile, settings: RenderSettings = .standard,
    includeArtifact: Bool = true
  ) -> Rendition {
    render(pattern, profiles: [profile], settings: settings, includeArtifact: includeArtifact)[0]
  }

  /// Renders `pattern` for each of `profiles` (in order), planning each platform's ladder and
  /// printing each artefact once for all the profiles that share them.
  ///
  /// Without `includeReport` each rendition's `report` is empty and its `tally` says what the
  /// report would have said per construct (`ReportTally(report)`), which saves making an
  /// entry per event and construct when only that summary is shown. With `artifactAsLines` an
  /// AHAP artefact comes as `Artifact.lines`, printed a line at a time when read (D253).
  /// Without `includeFeel` each rendition's `feel` is empty and the device's signal is not
  /// worked out (what `render` and `export` print has no use for it).
  public static func render(
    _ pattern: HapticPattern, profiles: [DeviceProfile], settings: RenderSettings = .standard,
    includeArtifact: Bool = true, includeReport: Bool = true, artifactAsLines: Bool = false,
    includeFeel: Bool = true
  ) -> [Rendition] {
    render(
      PreparedPattern(pattern), profiles: profiles, settings: settings,
      artifactsFor: { _ in includeArtifact }, includeReport: includeReport,
      artifactAsLines: artifactAsLines, includeFeel: includeFeel)
  }

  /// Renders `pattern` for each of `profiles` (in order) with an artefact only for the profiles
  /// `wantsArtifact` accepts; the others' artefact is empty, which saves printing artefacts
  /// nobody reads (the site offers each platform's default profile only).
  ///
  /// A profile's artefact is the one `render(_:profiles:)` gives it: the artefact of the first
  /// profile in `profiles` that shares its plan, whether or not that one wants its own.
  public static func render(
    _ pattern: HapticPattern, profiles: [DeviceProfile], settings: RenderSettings = .standard,
    artifactsFor wantsArtifact: (DeviceProfile) -> Bool, includeReport: Bool = true,
    artifactAsLines: Bool = false
  ) -> [Rendition] {
    render(
      PreparedPattern(pattern), profiles: profiles, settings: settings,
      artifactsFor: wantsArtifact, includeReport: includeReport,
      artifactAsLines: artifactAsLines)
  }

  /// `render(_:profiles:settings:artifactsFor:includeReport:artifactAsLines:)` of a pattern
  /// prepared once, so renders of the same pattern on several threads share the preparation;
  /// `includeFeel` as `render(_:profiles:settings:includeArtifact:includeReport:...)` says.
  /// With `feelOnlyForLane` a rendition whose lane draws its AHAP (a track on iOS) gets no feel
  /// either (`Rendition.hasFeel` is false): its lane never reads it (D440). With `groupReport`
  /// the report comes grouped (`Rendition.reportLines`, with its tally and fallback reason),
  /// made without holding an entry per event and construct (D450).
  public static func render(
    _ prepared: PreparedPattern, profiles: [DeviceProfile], settings: RenderSettings = .standard,
    artifactsFor wantsArtifact: (DeviceProfile) -> Bool, includeReport: Bool = true,
    artifactAsLines: Bool = false, includeFeel: Bool = true, feelOnlyForLane: Bool = false,
    groupReport: Bool = false
  ) -> [Rendition] {
    renderings(
      prepared, profiles: profiles, settings: settings, artifactsFor: wantsArtifact,
      includeReport: includeReport, artifactAsLines: artifactAsLines, includeFeel: includeFeel,
      feelOnlyForLane: feelOnlyForLane, groupReport: groupReport
    ).map(\.rendition)
  }

  /// `profile` rendered as `render(_:profiles:…groupReport: true)` renders it, except that the
  /// report's lines are left to `PendingReport.lines()`: the rendition has its tally and its
  /// fallback reason, from a pass that makes nothing per entry, and no `reportLines`. The
  /// editor shows such a rendition first and groups its report after (D450); `haptui render`
  /// groups it while the artefact is written (D463). `includeFeel` as `render` says.
  public static func renderLeavingLines(
    _ prepared: PreparedPattern, profile: DeviceProfile, settings: RenderSettings = .standard,
    artifactAsLines: Bool = false, includeFeel: Bool = true, feelOnlyForLane: Bool = false
  ) -> (rendition: Rendition, pending: PendingReport) {
    let made = renderings(
      prepared, profiles: [profile], settings: settings, artifactsFor: { _ in true },
      includeReport: true, artifactAsLines: artifactAsLines, includeFeel: includeFeel,
      feelOnlyForLane: feelOnlyForLane, groupReport: true, leavingLines: true)[0]
    // A rendering that groups its report always has what the lines are made from.
    return (made.rendition, made.pending!)
  }

  /// The renditions of `render(_:profiles:…)`, each with what its report is made from when
  /// `leavingLines` left the lines to be made.
  private static func renderings(
    _ prepared: PreparedPattern, profiles: [DeviceProfile], settings: RenderSettings,
    artifactsFor wantsArtifact: (DeviceProfile) -> Bool, includeReport: Bool,
    artifactAsLines: Bool, includeFeel: Bool, feelOnlyForLane: Bool, groupReport: Bool,
    leavingLines: Bool = false
  ) -> [(rendition: Rendition, pending: PendingReport?)] {
    let input = prepared.input
    var plans: [String: PlatformPlan] = [:]
    var firsts: [String: DeviceProfile] = [:]
    var artifacts: [String: Artifact] = [:]
    var verdicts: [String: VerdictTable] = [:]
    return profiles.map { profile in
      let key = planKey(profile)
      let plan =
        plans[key]
        ?? Ladder.plan(input, settings: settings, on: ladder(for: profile))
      plans[key] = plan
      let first = firsts[key] ?? profile
      firsts[key] = first
      var artifact = Artifact(language: "", text: "")
      if wantsArtifact(profile) {
        artifact =
          artifacts[key]
          ?? Emitters.artifact(
            input, plan: plan, profile: first, settings: settings, asLines: artifactAsLines)
        artifacts[key] = artifact
      }
      let index = settings.hapticsOff ? nil : plan.branchIndex(for: profile)
      let chosen = index.map { plan.branches[$0] }
      // Profiles that play the same branch share its verdicts.
      let branchKey = key + "|" + (index.map(String.init) ?? "none")
      let played =
        verdicts[branchKey] ?? chosen?.verdicts(reasons: includeReport) ?? VerdictTable()
      verdicts[branchKey] = played
      let feel =
        includeFeel
        && !(feelOnlyForLane && profile.platform == .ios && chosen?.rung == .track)
      guard includeReport else {
        var summarised = rendition(
          chosen: chosen, report: [], profile: profile, settings: settings, artifact: artifact,
          includeFeel: feel)
        summarised.tally = ReportBuilder.tally(
          input, plan: plan, chosen: chosen, played: played, profile: profile, settings: settings)
        return (summarised, nil)
      }
      if groupReport {
        let pending = PendingReport(
          input: input, plan: plan, chosen: chosen, played: played, profile: profile,
          settings: settings)
        let grouped = pending.grouped(lines: !leavingLines)
        var made = rendition(
          chosen: chosen, report: [], profile: profile, settings: settings, artifact: artifact,
          includeFeel: feel)
        made.reportLines = leavingLines ? nil : grouped.lines
        made.tally = grouped.tally
        made.fallbackReason = grouped.fallbackReason
        return (made, leavingLines ? pending : nil)
      }
      let report = ReportBuilder.report(
        input, plan: plan, chosen: chosen, played: played, profile: profile, settings: settings)
      let made = rendition(
        chosen: chosen, report: report, profile: profile, settings: settings, artifact: artifact,
        includeFeel: feel)
      return (made, nil)
    }
  }

  /// Renders `pattern` for every profile, in `DeviceProfile.all` order.
  public static func renderAll(
    _ pattern: HapticPattern, settings: RenderSettings = .standard, includeArtifact: Bool = true
  ) -> [Rendition] {
    render(
      pattern, profiles: DeviceProfile.all, settings: settings, includeArtifact: includeArtifact)
  }

  private static func rendition(
    chosen: Branch?, report: [ReportEntry], profile: DeviceProfile, settings: RenderSettings,
    artifact: Artifact, includeFeel: Bool
  ) -> Rendition {
    let motor = profile.platform == .gamepad ? profile.motor : .dualRumble
    let feel = (includeFeel ? chosen : nil).map { branch -> RumbleSchedule in
      let signal = branch.signal
      // A gamepad's schedule is already the feel when the feel's signal is its own (D443).
      if profile.platform == .gamepad, branch.scheduleIsOfSignal,
        case .rumble(let schedule) = branch.effect, Self.feelKeeps(signal, motor)
      {
        return schedule
      }
      return RumbleSchedule(signal: feelSignal(signal, motor), motor: motor)
    }
    var rendition = Rendition(
      platform: profile.platform, profile: profile, settings: settings,
      rung: chosen?.rung ?? .silent, path: chosen?.path ?? "", artifact: artifact, report: report,
      feel: feel ?? RumbleSchedule())
    rendition.hasFeel = feel != nil || chosen == nil
    if profile.platform == .ios, chosen?.rung == .track,
      case .ahap(let documents) = chosen?.effect
    {
      rendition.ahapDocuments = documents
    }
    return rendition
  }

  /// Profiles with the same key share a plan and an artefact: they differ only in which branch
  /// their device passes. Flutter's notification methods and a gamepad's motor change the plan.
  static func planKey(_ profile: DeviceProfile) -> String {
    switch profile.platform {
    case .flutter: "flutter|\(profile.has(.notificationMethods))|\(profile.host == .android)"
    case .gamepad: "gamepad|\(profile.motor.name)|\(profile.name)"
    default: profile.platform.rawValue
    }
  }

  static func ladder(for profile: DeviceProfile) -> any PlatformLadder {
    switch profile.platform {
    case .ios: IOSLadder()
    case .android: AndroidLadder()
    case .web: WebLadder()
    case .reactNative: ReactNativeLadder()
    case .flutter:
      FlutterLadder(
        notifications: profile.has(.notificationMethods), android: profile.host == .android)
    case .gamepad: GamepadLadder(motor: profile.motor)
    }
  }

  /// Whether `feelSignal(signal, motor)` has `signal`'s segments: none is lengthened and no
  /// two would join (a pass over the segments, making nothing).
  static func feelKeeps(_ signal: Signal, _ motor: MotorModel) -> Bool {
    let segments = signal.segments
    for position in segments.indices {
      let segment = segments[position]
      let joinsPrevious = position > 0 && segments[position - 1].end == segment.at
      let joinsNext = position + 1 < segments.count && segments[position + 1].at == segment.end
      if !joinsPrevious, !joinsNext, segment.duration < motor.minimumPulse { return false }
      if joinsPrevious, case let previous = segments[position - 1],
        previous.level == segment.level, previous.sharpness == segment.sharpness
      {
        return false
      }
      if segment.level <= 0 || segment.duration <= 0 { return false }
    }
    return true
  }

  /// A device's signal made playable on a rumble motor: pulses shorter than the motor's
  /// shortest felt pulse are lengthened (crisp taps would otherwise not be felt at all).
  static func feelSignal(_ signal: Signal, _ motor: MotorModel) -> Signal {
    var pulses: [Pulse] = []
    for (position, segment) in signal.segments.enumerated() {
      var pulse = segment
      let joinsPrevious = position > 0 && signal.segments[position - 1].end == segment.at
      let joinsNext =
        position + 1 < signal.segments.count && signal.segments[position + 1].at == segment.end
      if !joinsPrevious, !joinsNext, pulse.duration < motor.minimumPulse {
        pulse.duration = motor.minimumPulse
      }
      pulses.append(pulse)
    }
    return Signal(pulses: pulses)
  }
}
