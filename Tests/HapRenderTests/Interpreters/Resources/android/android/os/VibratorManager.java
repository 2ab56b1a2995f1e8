package android.os;

/** API 31: the device's vibrators; the default one is the only one here. */
public class VibratorManager {
  private final Vibrator vibrator;

  public VibratorManager(Vibrator vibrator) { this.vibrator = vibrator; }

  public Vibrator getDefaultVibrator() {
    Api.require(31, "VibratorManager.getDefaultVibrator");
    return vibrator;
  }
}
