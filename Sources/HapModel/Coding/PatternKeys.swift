/// The member names the 0.1 grammar defines, in canonical order.
///
/// The order is the one the spec's tables and example use; `haptui fmt` writes members in it.
public enum PatternKeys {
  /// Members of the top-level object.
  public static let pattern = [
    "haptic", "id", "intent", "track", "requiredCapability", "fallbacks",
  ]
  /// Members of a track event.
  public static let event = [
    "at", "type", "intensity", "sharpness", "duration", "curve", "primitive",
  ]
  /// Members of the `fallbacks` object.
  public static let fallbacks = ["web", "reduced"]
}
