/// What one piece of the analysis gives when the pieces run beside each other (D320).
enum AnalysisPart: Sendable {
  /// The envelope of every millisecond, before it is normalised.
  case envelope([Double])
  /// The sharpness of every millisecond.
  case sharpness([Double])
  /// The high band's envelope of every millisecond, before it is scaled (D380).
  case highBand([Double])
  /// The spectral flux of a run of frames.
  case flux([Double])
  /// The breakpoints the emphasis reduction keeps in a run of regions.
  case breakpoints([Int])
  /// The spectral flux's onsets (ms).
  case onsets([Int])
  /// The high band's onsets (D380).
  case highBandOnsets([EmphasisDetector.Emphasis])
}
