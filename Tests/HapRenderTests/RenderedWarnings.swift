import HapModel

@testable import HapRender

/// HAPW03's silent profiles and reasons as they were worked out before D259, kept as the
/// reference the planned ones are held to: the silent profiles' renditions are rendered (of
/// the pattern cut to its first event, and of the whole pattern where that sample plays) and
/// the reason is read from each rendition's report.
enum RenderedWarnings {
  /// The silent profiles, in catalogue order, with the reason their report gives.
  static func silentProfiles(of pattern: HapticPattern) -> [(profile: String, reason: String)] {
    silentRenditions(of: pattern).map { ($0.profile.description, why($0)) }
  }

  private static func silentRenditions(of pattern: HapticPattern) -> [Rendition] {
    let undecided = SilenceScreen.undecided(pattern)
    guard !undecided.isEmpty else { return [] }
    let toPlan = undecided.filter { !SilenceScreen.plansWithoutEvents($0) }
    let planned = Set(
      toPlan.isEmpty ? [] : Renderer.silentProfiles(of: pattern, among: toPlan).map(\.description))
    let candidates = undecided.filter {
      SilenceScreen.plansWithoutEvents($0) || planned.contains($0.description)
    }
    guard !candidates.isEmpty else { return [] }
    var sample = pattern
    if let track = pattern.track, track.count > 1 { sample.track = [track[0]] }
    let rendered = Renderer.render(sample, profiles: candidates, includeArtifact: false)
    let sampled = rendered.filter { $0.isSilent || !SilenceScreen.plansWithoutEvents($0.profile) }
    let unexplained = sampled.filter { !$0.isSilent }.map(\.profile)
    let whole =
      unexplained.isEmpty
      ? [] : Renderer.render(pattern, profiles: unexplained, includeArtifact: false)
    return sampled.map { rendition in
      rendition.isSilent
        ? rendition
        : whole.first {
          $0.profile.name == rendition.profile.name && $0.platform == rendition.platform
        } ?? rendition
    }
  }

  /// The reason of the highest rung in the report: its intent, else its track, else its web
  /// fallback.
  private static func why(_ rendition: Rendition) -> String {
    let order: [[Construct]] = [[.intent], [.transient, .continuous], [.web]]
    for constructs in order {
      if let entry = rendition.report.first(where: { constructs.contains($0.construct) }) {
        return entry.reason.hasPrefix("track not played: ")
          ? String(entry.reason.dropFirst("track not played: ".count)) : entry.reason
      }
    }
    return rendition.report.first?.reason ?? "it has nothing this target can play"
  }
}
