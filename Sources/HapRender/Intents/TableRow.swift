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

  /// The row of a construct (made once: track verdicts cite it for every event).
  static func cite(_ construct: Construct, _ platform: Platform) -> String {
    constructRows[ordinal(platform)][construct.index]
  }

  private static let constructRows: [[String]] = Platform.allCases.map { platform in
    Construct.allCases.map { construct in
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

  /// The position in `Platform.allCases`.
  private static func ordinal(_ platform: Platform) -> Int {
    switch platform {
    case .ios: 0
    case .android: 1
    case .web: 2
    case .reactNative: 3
    case .flutter: 4
    case .gamepad: 5
    }
  }
}
