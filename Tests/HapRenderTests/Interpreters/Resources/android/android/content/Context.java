package android.content;

import android.os.Api;
import android.os.Build;
import android.os.Vibrator;
import android.os.VibratorManager;

/** A context whose only services are the vibrator (API 1 by name) and, from API 31, the
 * vibrator manager (getSystemService(Class) is API 23; VibratorManager is API 31). */
public class Context {
  public static final String VIBRATOR_SERVICE = "vibrator";
  private final Vibrator vibrator;

  public Context(Vibrator vibrator) { this.vibrator = vibrator; }

  public Object getSystemService(String name) {
    return VIBRATOR_SERVICE.equals(name) ? vibrator : null;
  }

  public <T> T getSystemService(Class<T> serviceClass) {
    Api.require(23, "Context.getSystemService(Class)");
    if (serviceClass == VibratorManager.class) {
      if (Build.VERSION.SDK_INT < 31) {
        throw new NoClassDefFoundError("android/os/VibratorManager is API 31");
      }
      return serviceClass.cast(new VibratorManager(vibrator));
    }
    return null;
  }
}
