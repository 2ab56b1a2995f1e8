import HapModel

/// The events one envelope became, and how faithfully they play it.
public struct EnvelopeFit: Sendable {
  /// The events, in time order (silent stretches become gaps, not events).
  public var events: [TrackEvent] = []
  /// Pieces played exactly by one curve token (`hold`, `linear`, `easeIn`, `easeOut`).
  public var exactPieces = 0
  /// `hold` steps made where no curve token fits.
  public var steps = 0
  /// The shortest of those steps, in milliseconds.
  public var shortestStep: Int?
  /// The largest intensity difference from the source at any millisecond, and where
  /// (milliseconds from the pattern's start).
  public var worstError = 0.0
  public var worstAt = 0
  /// The largest sharpness difference from the source at any millisecond.
  public var worstSharpnessError = 0.0

  /// Whether the events play the source within the exactness of a curve match.
  public var isExact: Bool { steps == 0 && worstError <= ShapeMatch.exactness + 0.0005 }
}
