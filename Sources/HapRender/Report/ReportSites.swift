import HapModel

/// The constructs a pattern actually has, in report order.
enum ReportSites {
  /// The intent, each event's constructs in file order, then `fallbacks.web` and
  /// `fallbacks.reduced`; only constructs the file writes, except that a continuous event
  /// always has a duration site (so a missing one is reported) and every event has intensity
  /// and sharpness sites (a missing value plays the default, and the report says so).
  static func sites(of pattern: HapticPattern) -> [ReportSite] {
    var sites: [ReportSite] = []
    if pattern.intent != nil { sites.append(.pattern(.intent)) }
    for (index, event) in pattern.events.enumerated() {
      sites.append(
        ReportSite(event: index, construct: event.type == .transient ? .transient : .continuous))
      if event.duration != nil || event.type == .continuous {
        sites.append(ReportSite(event: index, construct: .duration))
      }
      sites.append(ReportSite(event: index, construct: .intensity))
      sites.append(ReportSite(event: index, construct: .sharpness))
      if event.curve != nil { sites.append(ReportSite(event: index, construct: .curve)) }
      if event.primitive != nil { sites.append(ReportSite(event: index, construct: .primitive)) }
    }
    if pattern.fallbacks?.web != nil { sites.append(.pattern(.web)) }
    if pattern.fallbacks?.reduced != nil { sites.append(.pattern(.reduced)) }
    return sites
  }
}
