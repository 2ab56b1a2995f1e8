/// Recording stand-ins for the Android classes the generated Kotlin calls, written from the
/// Android reference (`Context`, `Build.VERSION`, `Vibrator`, `VibratorManager`,
/// `VibrationEffect` and its `Composition` and `BasicEnvelopeBuilder`, `VibrationAttributes`,
/// `AudioAttributes` (the user's touch-feedback setting mutes touch usage, and only it),
/// `View.performHapticFeedback` and `HapticFeedbackConstants`, androidx `RequiresApi`). The device is set per run through static fields, so one JVM plays
/// every profile; every effect made and every `vibrate` call is logged.
enum AndroidStandIns {
  static let sources: [String: String] = [
    "android/content/Context.java": """
    package android.content;
    public abstract class Context {
      public static final String VIBRATOR_SERVICE = "vibrator";
      public abstract Object getSystemService(String name);
      public abstract <T> T getSystemService(Class<T> serviceClass);
    }
    """,
    "android/os/Build.java": """
    package android.os;
    public class Build {
      public static class VERSION {
        // Not final, so kotlinc reads it at run time and each run can be another API level.
        public static int SDK_INT = 36;
      }
    }
    """,
    "android/os/VibratorManager.java": """
    package android.os;
    public abstract class VibratorManager { public abstract Vibrator getDefaultVibrator(); }
    """,
    "android/os/Log.java": """
    package android.os;
    public final class Log {
      public static final java.util.List<String> lines = new java.util.ArrayList<>();
      public static void add(String line) { lines.add(line); }
    }
    """,
    "android/os/Vibrator.java": """
    package android.os;
    public class Vibrator {
      public static boolean amplitude = false;
      public static boolean envelope = false;
      public static java.util.Set<Integer> primitives = new java.util.HashSet<>();
      public boolean hasVibrator() { return true; }
      public boolean hasAmplitudeControl() { return amplitude; }
      public boolean areAllPrimitivesSupported(int... ids) {
        for (int id : ids) if (!primitives.contains(id)) return false;
        return true;
      }
      public int[] getPrimitiveDurations(int... ids) {
        if (Build.VERSION.SDK_INT < 31) throw new IllegalStateException("API 31 method on API " + Build.VERSION.SDK_INT);
        return new int[ids.length];
      }
      public boolean areEnvelopeEffectsSupported() { return envelope; }
      public EnvelopeEffectInfo getEnvelopeEffectInfo() { return new EnvelopeEffectInfo(); }
      /** The user's touch-feedback setting: off mutes touch usage, and only touch usage. */
      public static boolean touchFeedback = true;
      public void vibrate(VibrationEffect effect) { Log.add("vibrate " + effect); }
      public void vibrate(VibrationEffect effect, android.media.AudioAttributes attributes) {
        // Before API 33 the service maps USAGE_ASSISTANCE_SONIFICATION to touch usage.
        boolean touch = attributes.usage == android.media.AudioAttributes.USAGE_ASSISTANCE_SONIFICATION;
        if (touch && !touchFeedback) { Log.add("muted " + effect); return; }
        Log.add("vibrate " + effect + " usage=" + (touch ? "SONIFICATION" : String.valueOf(attributes.usage)));
      }
      public void vibrate(VibrationEffect effect, VibrationAttributes attributes) {
        if (Build.VERSION.SDK_INT < 33) throw new IllegalStateException("API 33 method on API " + Build.VERSION.SDK_INT);
        if (attributes.usage.equals("TOUCH") && !touchFeedback) { Log.add("muted " + effect); return; }
        Log.add("vibrate " + effect + " usage=" + attributes.usage);
      }
      public static class EnvelopeEffectInfo {
        public long getMinControlPointDurationMillis() { return 20; }
        public long getMaxControlPointDurationMillis() { return 1000; }
        public long getMaxDurationMillis() { return 10000; }
      }
    }
    """,
    "android/media/AudioAttributes.java": """
    package android.media;
    public final class AudioAttributes {
      public static final int USAGE_UNKNOWN = 0, USAGE_ASSISTANCE_SONIFICATION = 13;
      public final int usage;
      private AudioAttributes(int usage) { this.usage = usage; }
      public static final class Builder {
        private int usage = USAGE_UNKNOWN;
        public Builder setUsage(int usage) { this.usage = usage; return this; }
        public AudioAttributes build() { return new AudioAttributes(usage); }
      }
    }
    """,
    "android/os/VibrationAttributes.java": """
    package android.os;
    public final class VibrationAttributes {
      public static final int USAGE_TOUCH = 18;
      final String usage;
      private VibrationAttributes(String usage) { this.usage = usage; }
      public static VibrationAttributes createForUsage(int usage) {
        return new VibrationAttributes(usage == USAGE_TOUCH ? "TOUCH" : String.valueOf(usage));
      }
    }
    """,
    "android/os/VibrationEffect.java": """
    package android.os;
    public class VibrationEffect {
      public static final int EFFECT_CLICK = 0, EFFECT_DOUBLE_CLICK = 1, EFFECT_TICK = 2,
        EFFECT_HEAVY_CLICK = 5;
      public static final int DEFAULT_AMPLITUDE = -1;
      private final String text;
      VibrationEffect(String text) { this.text = text; Log.add("made " + text); }
      @Override public String toString() { return text; }
      static String join(long[] values) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < values.length; i++) { if (i > 0) b.append(','); b.append(values[i]); }
        return b.toString();
      }
      static String join(int[] values) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < values.length; i++) { if (i > 0) b.append(','); b.append(values[i]); }
        return b.toString();
      }
      public static VibrationEffect createWaveform(long[] timings, int repeat) {
        return new VibrationEffect("onoff " + join(timings) + " repeat " + repeat);
      }
      public static VibrationEffect createWaveform(long[] timings, int[] amplitudes, int repeat) {
        if (timings.length != amplitudes.length) throw new IllegalArgumentException("lengths differ");
        return new VibrationEffect("waveform " + join(timings) + " " + join(amplitudes) + " repeat " + repeat);
      }
      public static VibrationEffect createPredefined(int effectId) {
        if (Build.VERSION.SDK_INT < 29) throw new IllegalStateException("API 29 method on API " + Build.VERSION.SDK_INT);
        return new VibrationEffect("predefined " + effectId);
      }
      public static Composition startComposition() {
        if (Build.VERSION.SDK_INT < 30) throw new IllegalStateException("API 30 method on API " + Build.VERSION.SDK_INT);
        return new Composition();
      }
      public static final class Composition {
        public static final int PRIMITIVE_CLICK = 1, PRIMITIVE_THUD = 2, PRIMITIVE_SPIN = 3,
          PRIMITIVE_QUICK_RISE = 4, PRIMITIVE_SLOW_RISE = 5, PRIMITIVE_QUICK_FALL = 6,
          PRIMITIVE_TICK = 7, PRIMITIVE_LOW_TICK = 8;
        private final StringBuilder parts = new StringBuilder();
        public Composition addPrimitive(int id) { return addPrimitive(id, 1f, 0); }
        public Composition addPrimitive(int id, float scale) { return addPrimitive(id, scale, 0); }
        public Composition addPrimitive(int id, float scale, int delay) {
          if (parts.length() > 0) parts.append(',');
          parts.append(id).append('@').append(scale).append('@').append(delay);
          return this;
        }
        public VibrationEffect compose() {
          if (parts.length() == 0) throw new IllegalStateException("empty composition");
          return new VibrationEffect("composition " + parts);
        }
      }
      public static final class BasicEnvelopeBuilder {
        private final StringBuilder parts = new StringBuilder();
        private float sharpness;
        public BasicEnvelopeBuilder() {
          if (Build.VERSION.SDK_INT < 36) throw new IllegalStateException("API 36 class on API " + Build.VERSION.SDK_INT);
        }
        public BasicEnvelopeBuilder setInitialSharpness(float s) { sharpness = s; return this; }
        public BasicEnvelopeBuilder addControlPoint(float i, float s, long d) {
          if (parts.length() > 0) parts.append(',');
          parts.append(i).append('/').append(s).append('/').append(d);
          return this;
        }
        public VibrationEffect build() { return new VibrationEffect("envelope " + sharpness + " " + parts); }
      }
    }
    """,
    "android/view/HapticFeedbackConstants.java": """
    package android.view;
    public class HapticFeedbackConstants {
      public static final int LONG_PRESS = 0, VIRTUAL_KEY = 1, KEYBOARD_TAP = 3;
      // API 21, 23 and 30 (the API 30 diff adds CONFIRM, REJECT, GESTURE_START, GESTURE_END).
      public static final int CLOCK_TICK = 4, CONTEXT_CLICK = 6, GESTURE_START = 12;
      public static final int GESTURE_END = 13, CONFIRM = 16, REJECT = 17;
    }
    """,
    "android/view/View.java": """
    package android.view;
    import android.os.Build;
    import android.os.Log;
    import android.os.Vibrator;
    public class View {
      /** The API level that added a constant: an older device does not know it and plays nothing. */
      static int level(int constant) {
        switch (constant) {
          case HapticFeedbackConstants.CLOCK_TICK: return 21;
          case HapticFeedbackConstants.CONTEXT_CLICK: return 23;
          case HapticFeedbackConstants.GESTURE_START: case HapticFeedbackConstants.GESTURE_END:
          case HapticFeedbackConstants.CONFIRM: case HapticFeedbackConstants.REJECT: return 30;
          default: return 3;
        }
      }
      public boolean performHapticFeedback(int constant) {
        if (Build.VERSION.SDK_INT < level(constant)) { Log.add("feedback unknown " + constant); return false; }
        // The system touch-feedback setting applies to a view's feedback too.
        if (!Vibrator.touchFeedback) { Log.add("feedback muted " + constant); return false; }
        Log.add("feedback " + constant);
        return true;
      }
    }
    """,
    "androidx/annotation/RequiresApi.java": """
    package androidx.annotation;
    import java.lang.annotation.*;
    @Retention(RetentionPolicy.CLASS)
    @Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
    public @interface RequiresApi { int value() default 1; int api() default 1; }
    """,
  ]
}
