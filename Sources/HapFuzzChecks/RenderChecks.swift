import HapModel
import HapRender

/// Invariants of rendering a pattern for every profile under every setting: the honesty
/// report never claims `kept` for what the profile cannot express, silence is silent, the feel
/// is a well-formed rumble schedule, AHAP is JSON, and rendering is deterministic.
public enum RenderChecks {
  /// The settings every profile is rendered under: standard, reduced, and haptics off.
  public static let settings: [RenderSettings] = [
    .standard, RenderSettings(reduced: true), RenderSettings(hapticsOff: true),
  ]

  /// Every violation of rendering `pattern` for every profile and setting.
  public static func violations(of pattern: HapticPattern) -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    var standard: [Rendition] = []
    for setting in settings {
      for profile in DeviceProfile.all {
        let rendition = Renderer.render(pattern, profile: profile, settings: setting)
        if setting == .standard { standard.append(rendition) }
        found += violations(of: rendition, pattern: pattern, profile: profile, settings: setting)
      }
    }
    if Renderer.renderAll(pattern, settings: .standard) != standard {
      found.append(
        InvariantViolation(
          "render-deterministic", "renderAll differs from rendering each profile again"))
    }
    return found
  }

  /// The violations of one rendition of `pattern` for `profile` under `settings`.
  public static func violations(
    of rendition: Rendition, pattern: HapticPattern, profile: DeviceProfile,
    settings: RenderSettings
  ) -> [InvariantViolation] {
    let site =
      "\(profile)\(settings.hapticsOff ? " haptics off" : settings.reduced ? " reduced" : "")"
    var found: [InvariantViolation] = []
    if rendition.profile != profile || rendition.platform != profile.platform
      || rendition.settings != settings
    {
      found.append(
        InvariantViolation("render-identity", "\(site): rendition is for another target"))
    }
    if settings.hapticsOff, !rendition.isSilent {
      found.append(
        InvariantViolation("render-haptics-off", "\(site): plays \(rendition.rung.rawValue)"))
    }
    found += reportViolations(
      rendition.report, pattern: pattern, profile: profile, silent: rendition.isSilent,
      site: site)
    found += feelViolations(rendition.feel, silent: rendition.isSilent, site: site)
    found += artifactViolations(rendition.artifact, site: site)
    return found
  }

  /// The feature a profile needs to play `construct` of `event` as written, or `nil` when any
  /// actuator can (timing, type, an intent, the web timings).
  public static func requiredFeature(for construct: Construct, of event: TrackEvent?)
    -> DeviceFeature?
  {
    switch construct {
    case .intensity: return .amplitude
    case .sharpness: return .sharpness
    case .primitive: return .composition
    case .curve:
      // A flat curve, or a curve on a transient (which has no length to shape), needs nothing.
      guard let event, event.type == .continuous, let curve = event.curve, curve != .hold
      else { return nil }
      return .curve
    default: return nil
    }
  }

  /// The honesty report's violations: a `kept` entry must be something the profile can play.
  public static func reportViolations(
    _ report: [ReportEntry], pattern: HapticPattern, profile: DeviceProfile, silent: Bool,
    site: String
  ) -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    let events = pattern.events
    for entry in report {
      var event: TrackEvent?
      if entry.event != "pattern" {
        guard entry.event.hasPrefix("event "), let number = Int(entry.event.dropFirst(6)),
          (1...max(1, events.count)).contains(number), number <= events.count
        else {
          found.append(
            InvariantViolation(
              "report-event", "\(site): '\(entry.event)' is not one of \(events.count) events"))
          continue
        }
        event = events[number - 1]
      }
      guard entry.status == .kept else { continue }
      let what = "\(site): \(entry.event) \(entry.construct.rawValue) reported kept"
      if entry.unused {
        found.append(InvariantViolation("report-kept", "\(what) but unused"))
      } else if silent {
        found.append(InvariantViolation("report-kept", "\(what) but nothing plays"))
      } else if !profile.has(.actuator) {
        found.append(InvariantViolation("report-kept", "\(what) on a profile with no actuator"))
      } else if let feature = requiredFeature(for: entry.construct, of: event),
        !profile.has(feature)
      {
        found.append(
          InvariantViolation(
            "report-kept", "\(what) without \(feature.rawValue) (\(entry.reason))"))
      }
    }
    return found
  }

  /// The feel is empty when silent, and otherwise steps in time order that do not overlap.
  public static func feelViolations(_ feel: RumbleSchedule, silent: Bool, site: String)
    -> [InvariantViolation]
  {
    if silent, !feel.steps.isEmpty {
      return [InvariantViolation("feel-silent", "\(site): silent but the feel has steps")]
    }
    var time = 0
    for step in feel.steps {
      guard step.at >= time, step.duration > 0 else {
        return [
          InvariantViolation(
            "feel-steps",
            "\(site): step at \(step.at) for \(step.duration) ms after time \(time)")
        ]
      }
      time = step.end
    }
    return []
  }

  /// Every AHAP file of the artefact is a JSON object with `Version` and `Pattern`.
  public static func artifactViolations(_ artifact: Artifact, site: String)
    -> [InvariantViolation]
  {
    let files = artifact.files.filter { $0.name.hasSuffix(".ahap") }
    if artifact.language == "ahap", files.isEmpty {
      return [InvariantViolation("ahap", "\(site): an AHAP artefact without an .ahap file")]
    }
    var found: [InvariantViolation] = []
    for file in files {
      do {
        let tree = try JSONParser.parse(Array(file.text.utf8))
        guard tree.nodes.first?.kind == .object, tree.member("Version", of: 0) != nil,
          tree.member("Pattern", of: 0) != nil
        else {
          found.append(
            InvariantViolation("ahap", "\(site): \(file.name) lacks Version or Pattern"))
          continue
        }
      } catch {
        found.append(
          InvariantViolation(
            "ahap", "\(site): \(file.name) is not JSON (\(error.position): \(error.message))"))
      }
    }
    return found
  }
}
