package android.os;

/** How the stand-ins emulate an older device: a method newer than the device is missing. */
public final class Api {
  private Api() {}

  /** Throws as the runtime would when code calls a method its API level does not have. */
  public static void require(int level, String what) {
    if (Build.VERSION.SDK_INT < level) {
      throw new NoSuchMethodError(what + " is API " + level + "; the device has API " + Build.VERSION.SDK_INT);
    }
  }
}
