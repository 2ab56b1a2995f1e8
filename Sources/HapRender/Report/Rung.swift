/// The rung of the degradation ladder that a rendition came from.
public enum Rung: String, CaseIterable, Sendable {
  case intent
  case track
  case web
  case reduced
  case silent
}
