/// The part of the screen that has the keyboard focus.
public enum Pane: String, CaseIterable, Sendable {
  case grid
  case inspector
  case platforms
  case artifact
  case problems

  /// The key context of the pane.
  var keyContext: KeyContext {
    switch self {
    case .grid: .grid
    case .inspector: .inspector
    case .platforms: .platforms
    case .artifact: .artifact
    case .problems: .problems
    }
  }

  /// The tab label when panes share the screen below the grid.
  public var title: String {
    switch self {
    case .grid: "Grid"
    case .inspector: "Inspector"
    case .platforms: "Platforms"
    case .artifact: "Artefact"
    case .problems: "Problems"
    }
  }
}
