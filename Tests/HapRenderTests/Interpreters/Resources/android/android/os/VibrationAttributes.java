package android.os;

/** API 30 class; createForUsage is API 33. USAGE_TOUCH is 18 in the SDK. */
public final class VibrationAttributes {
  public static final int USAGE_UNKNOWN = 0;
  public static final int USAGE_TOUCH = 18;
  public final int usage;

  private VibrationAttributes(int usage) { this.usage = usage; }

  public static VibrationAttributes createForUsage(int usage) {
    Api.require(33, "VibrationAttributes.createForUsage");
    return new VibrationAttributes(usage);
  }

  public int getUsage() { return usage; }
}
