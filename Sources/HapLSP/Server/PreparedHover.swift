import HapModel

/// What a `HoverWork` made, for the server to keep if its document is still at that version.
public struct PreparedHover: Sendable {
  public let uri: String
  public let version: Int
  let lines: [ReportIndex]
  let locator: TrackEventLocator?
}
