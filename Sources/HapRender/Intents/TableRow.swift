import HapModel

/// How report reasons cite the spec's normative mapping table.
enum TableRow {
  /// `mapping table row 'impact.light', Android column`.
  static func cite(_ row: String, _ platform: Platform) -> String {
    "mapping table row '\(row)', \(platform.displayName) column"
  }

  static func cite(_ token: IntentToken, _ platform: Platform) -> String {
    cite(token.rawValue, platform)
  }

  static func cite(_ construct: Construct, _ platform: Platform) -> String {
    let row: String =
      switch construct {
      case .transient: "transient event"
      case .continuous: "continuous event (+duration)"
      case .duration: "continuous event (+duration)"
      default: construct.rawValue
      }
    return cite(row, platform)
  }
}
