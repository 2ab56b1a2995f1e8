import HapModel

/// The constructs a pattern actually has, in report order.
enum ReportSites {
  /// The intent, each event's constructs in file order, then `fallbacks.web` and
  /// `fallbacks.reduced`; only constructs the file writes (a continuous event always has a
  /// duration site, so a missing one is reported).
  static func sites(of pattern: HapticPattern) -> [ReportSite] {
    var sites: [ReportSite] = []
    if pattern.intent != nil { sites.append(.pattern(.intent)) }
    for (index, event) in pattern.events.enumerated() {
      sites.append(
        ReportSite(event: index, construct: event.type == .transient ? .transient : .continuous))
      if event.duration != nil || event.type == .continuous {
        sites.append(ReportSite(event: index, construct: .duration))
      }
      if event.intensity != nil { sites.append(ReportSite(event: index, construct: .intensity)) }
      if event.sharpness != nil { sites.append(ReportSite(event: index, construct: .sharpness)) }
      if event.curve != nil { sites.append(ReportSite(event: index, construct: .curve)) }
      if event.primitive != nil { sites.append(ReportSite(event: index, construct: .primitive)) }
    }
    if pattern.fallbacks?.web != nil { sites.append(.pattern(.web)) }
    if pattern.fallbacks?.reduced != nil { sites.append(.pattern(.reduced)) }
    return sites
  }
}
