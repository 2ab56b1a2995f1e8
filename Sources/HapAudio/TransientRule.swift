/// How the audio analysis finds transients.
public enum TransientRule: String, CaseIterable, Equatable, Sendable {
  /// Peaks of the envelope reduced to breakpoints, as Meta's analysis picks emphasis
  /// (`EmphasisDetector`, D110).
  case peaks
  /// A rise of the envelope over 10 ms against its mean over the last 150 ms (`OnsetDetector`,
  /// D067).
  case rise
}
