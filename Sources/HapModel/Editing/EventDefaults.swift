/// The values the editor assumes for optional event fields the author left out.
///
/// The 0.1 grammar gives no defaults (platform-facts §11 question 8). The editor draws and nudges
/// from these values but never writes them unless the author changes the field.
public enum EventDefaults {
  /// Intensity drawn for an event without one: full strength, as Core Haptics assumes.
  public static let intensity = 1.0
  /// Sharpness drawn for an event without one: the middle of the range.
  public static let sharpness = 0.5
  /// Duration given to a new continuous event, in milliseconds.
  public static let duration = 100
  /// The shortest duration a continuous event may be shortened to, in milliseconds.
  public static let minimumDuration = 1
  /// The largest time an event may start or last, in milliseconds: the schema's integer limit
  /// (2^53 − 1, the largest integer a JSON reader keeps exactly).
  public static let maximumTime = 9_007_199_254_740_991
}

extension TrackEvent {
  /// The intensity to draw: the written value, or the default when absent.
  public var effectiveIntensity: Double { intensity ?? EventDefaults.intensity }

  /// The sharpness to draw: the written value, or the default when absent.
  public var effectiveSharpness: Double { sharpness ?? EventDefaults.sharpness }
}
