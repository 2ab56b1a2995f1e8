/// The problems pane's state: which problem has the focus and how far it is scrolled inside.
public struct ProblemsState: Equatable, Sendable {
  /// The problem with the focus in the problems list.
  public var row = 0
  /// How far the focused problem is scrolled inside, when it is taller than the pane.
  public var line = 0

  /// The list at its first problem.
  public init() {}
}
