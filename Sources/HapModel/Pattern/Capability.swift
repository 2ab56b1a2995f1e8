/// The device capability tokens that `requiredCapability` may name.
public enum Capability: String, CaseIterable, Sendable {
  case amplitude
  case sharpness
  case curve
  case composition
}
