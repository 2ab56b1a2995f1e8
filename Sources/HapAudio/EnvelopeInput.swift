/// What the envelope follower follows: the signal's magnitude or its square (D400).
public enum EnvelopeInput: String, CaseIterable, Equatable, Sendable {
  /// |x|: a peak follower on the magnitude (D056's follower).
  case magnitude
  /// x²: the follower runs on the power and its square root is read, so a millisecond's level
  /// is nearer its RMS than its highest sample and a decay falls half as fast in amplitude.
  case power
}
