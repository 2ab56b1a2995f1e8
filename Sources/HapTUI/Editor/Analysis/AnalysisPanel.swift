import HapImport
import HapModel

/// The analysis panel (`a`) over a pattern made from its sound: the settings being tuned, the
/// track as it stood when the panel opened, and the preview the newest analysis gave.
///
/// The grid shows the preview while the panel is open (the track before it, until the first
/// answer arrives); Enter makes the preview one undo step, Esc puts the track back as it was.
public struct AnalysisPanel: Equatable, Sendable {
  /// The settings the newest analysis was asked with.
  public var options: ImportOptions
  /// The focused row of `AnalysisField.all`.
  public var row = 0
  /// What is being typed into the focused field (`nil`: not typing).
  public var typing: String?
  /// Why the last value typed or stepped was refused, shown in the field.
  public var refusal: String?
  /// The track, selection and next id when the panel opened, restored by Esc.
  public var original: TrackState
  /// The events of the newest answer (`nil` until one arrives).
  public var preview: [TrackEvent]?
  /// What the newest answer derived (`14 steps, 3 transients`), or why it made no track.
  public var summary: String = ""
  public var problem: String?
  /// Whether an analysis asked for is not in yet.
  public var waiting = false

  public init(options: ImportOptions, original: TrackState) {
    self.options = options
    self.original = original
  }

  /// The field the keys act on.
  public var field: AnalysisField {
    AnalysisField.all[min(max(row, 0), AnalysisField.all.count - 1)]
  }
}
