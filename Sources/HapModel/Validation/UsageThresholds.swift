/// The figures behind the usage warnings (HAPW04–HAPW06, HAPW09), with their evidence.
///
/// Sources: `docs/platform-facts.md` section 9 (felt minimum about 30 ms of drive on ERM motors
/// and web vibrate, pulses under ~20 ms not felt, Lofelt's ≥ 25 ms waveform steps, Android's
/// `EFFECT_DOUBLE_CLICK` = 30 ms pulses 100 ms apart) and section 7.1 (Chromium's vibrate
/// limits); the seeds' "use sparingly" and "avoid firing multiple haptics in quick succession".
public enum UsageThresholds {
  /// Two transients whose starts are closer than this blur into one tap (HAPW04): a tap felt
  /// on an ERM motor or through web vibrate needs ~30 ms of drive plus a silence of ~20 ms.
  public static let tapSpacing = 50
  /// A silence shorter than this between vibrations is not felt: the motor does not stop and
  /// restart in time (HAPW04).
  public static let shortestGap = 20
  /// A continuous event or web pulse shorter than this is not felt on ERM motors or web
  /// vibrate (HAPW05). Fast LRA phones render shorter crisp impulses, hence a warning only.
  public static let shortestPulse = 20
  /// UI feedback longer than this stops reading as feedback for one action (HAPW06); platform
  /// notification signatures and Android's double click all finish well under it.
  public static let longestUIFeedback = 1000
  /// Frontmatter categories that say a pattern is not feedback for one UI action, so HAPW06
  /// does not apply to it (compared without case). Free-form categories such as `ui`,
  /// `feedback`, `gesture` or `notification` keep the warning.
  public static let longFormCategories: Set<String> = [
    "alarm", "alert", "ambient", "ringtone", "timer",
  ]
  /// Chromium truncates `navigator.vibrate` patterns after this many entries (HAPW09).
  public static let webMaxEntries = 99
  /// Browsers clamp a single vibrate entry to this many milliseconds (HAPW09).
  public static let webMaxEntry = 10_000
  /// How long a transient is taken to last when deriving a web fallback (the felt minimum).
  public static let transientWebPulse = 30
  /// How far apart a `fallbacks.web` and its track may be in length before HAPW12 says the web
  /// no longer matches: the web profile's resolution, its shortest felt pulse (D095).
  public static let webResolution = 30
}
