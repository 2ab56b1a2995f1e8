/// Where each pane goes for a terminal size.
///
/// Wide windows (at least 120 × 34) show everything at once: grid and inspector on top,
/// platform panel and artefact below, problems under the inspector; the focused artefact or
/// problems list takes the whole width below the grid. Narrower windows keep the
/// grid on top and show one of the other panes below it, chosen by tabs. Below 60 × 20 the
/// editor says the window is too small instead of drawing a broken screen.
public struct ScreenLayout: Equatable, Sendable {
  public enum Arrangement: Equatable, Sendable {
    case wide
    case tabbed
    case tooSmall
  }

  /// The smallest window the editor draws in.
  public static let minimum = TerminalSize(columns: 60, rows: 20)
  /// The smallest window that shows every pane at once.
  public static let wideMinimum = TerminalSize(columns: 120, rows: 34)

  public var size: TerminalSize
  public var arrangement: Arrangement
  public var grid: Rect = .zero
  public var inspector: Rect?
  public var platforms: Rect?
  public var artifact: Rect?
  public var problems: Rect?
  /// The tab bar and the pane under it, in the tabbed arrangement.
  public var tabBar: Rect?
  public var tabBody: Rect?
  /// The pane shown under the tabs.
  public var visibleTab: Pane?
  /// Two rows: the status line and the key hints.
  public var status: Rect = .zero

  public init(size: TerminalSize, focus: Pane = .grid, lowerTab: Pane = .platforms) {
    self.size = size
    let screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      arrangement = .tooSmall
      status = screen
      return
    }
    let (body, statusRect) = screen.splitBottom(2)
    status = statusRect
    if size.columns >= Self.wideMinimum.columns, size.rows >= Self.wideMinimum.rows {
      arrangement = .wide
      let (top, bottom) = body.splitTop(body.height * 55 / 100)
      let sideWidth = size.columns >= 150 ? 42 : 38
      let (gridRect, side) = top.splitRight(sideWidth)
      grid = gridRect
      let (inspectorRect, problemsRect) = side.splitTop(max(side.height - 9, 17))
      inspector = inspectorRect
      problems = problemsRect.height >= 2 ? problemsRect : nil
      let artifactWidth = max(bottom.width - 6 * 16, 36)
      let (platformsRect, artifactRect) = bottom.splitRight(artifactWidth)
      platforms = platformsRect
      artifact = artifactRect
      // The focused artefact or problems list takes the whole width under the grid, so code
      // lines and long messages can be read (beside the platforms it is 36 columns at 120).
      if focus == .artifact {
        platforms = nil
        artifact = bottom
      } else if focus == .problems {
        inspector = side
        platforms = nil
        artifact = nil
        problems = bottom
      }
    } else {
      arrangement = .tabbed
      let (top, lower) = body.splitTop(max(body.height * 55 / 100, 10))
      grid = top
      let (bar, tabRect) = lower.splitTop(1)
      tabBar = bar
      tabBody = tabRect
      let shown = focus == .grid ? lowerTab : focus
      visibleTab = shown
      switch shown {
      case .grid, .platforms: platforms = tabRect
      case .inspector: inspector = tabRect
      case .artifact: artifact = tabRect
      case .problems: problems = tabRect
      }
    }
  }

  /// The panes that can appear under the tabs, in tab order.
  public static let tabs: [Pane] = [.inspector, .platforms, .artifact, .problems]

  /// The rectangle of a pane, when it is on screen.
  public func rect(of pane: Pane) -> Rect? {
    switch pane {
    case .grid: arrangement == .tooSmall ? nil : grid
    case .inspector: inspector
    case .platforms: platforms
    case .artifact: artifact
    case .problems: problems
    }
  }
}
