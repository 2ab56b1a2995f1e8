package android.os;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** VibrationEffect (API 26) as data: each factory validates its arguments as the platform
 * documents and keeps them, so the harness can print what would play. */
public abstract class VibrationEffect {
  public static final int DEFAULT_AMPLITUDE = -1;
  public static final int EFFECT_CLICK = 0, EFFECT_DOUBLE_CLICK = 1, EFFECT_TICK = 2,
      EFFECT_HEAVY_CLICK = 5;

  VibrationEffect() { Api.require(26, "VibrationEffect"); }

  /** The effect as JSON. */
  public abstract String json();

  public static VibrationEffect createWaveform(long[] timings, int repeat) {
    Api.require(26, "VibrationEffect.createWaveform(long[], int)");
    return new Waveform(timings, null, repeat);
  }

  public static VibrationEffect createWaveform(long[] timings, int[] amplitudes, int repeat) {
    Api.require(26, "VibrationEffect.createWaveform(long[], int[], int)");
    if (amplitudes.length != timings.length) {
      throw new IllegalArgumentException("timing and amplitude arrays must be of equal length");
    }
    return new Waveform(timings, amplitudes, repeat);
  }

  public static VibrationEffect createPredefined(int effectId) {
    Api.require(29, "VibrationEffect.createPredefined");
    if (effectId != EFFECT_CLICK && effectId != EFFECT_DOUBLE_CLICK && effectId != EFFECT_TICK
        && effectId != EFFECT_HEAVY_CLICK) {
      throw new IllegalArgumentException("unknown effect " + effectId);
    }
    return new Predefined(effectId);
  }

  public static Composition startComposition() {
    Api.require(30, "VibrationEffect.startComposition");
    return new Composition();
  }

  static final class Waveform extends VibrationEffect {
    final long[] timings;
    final int[] amplitudes;

    Waveform(long[] timings, int[] amplitudes, int repeat) {
      long total = 0;
      for (long t : timings) {
        if (t < 0) throw new IllegalArgumentException("negative timing " + t);
        total += t;
      }
      if (total == 0) throw new IllegalArgumentException("the waveform has no duration");
      if (amplitudes != null) {
        for (int a : amplitudes) {
          if (a != DEFAULT_AMPLITUDE && (a < 0 || a > 255)) {
            throw new IllegalArgumentException("amplitude " + a + " is outside 0..255");
          }
        }
      }
      if (repeat < -1 || repeat >= timings.length) {
        throw new IllegalArgumentException("repeat index " + repeat + " is out of range");
      }
      this.timings = timings.clone();
      this.amplitudes = amplitudes == null ? null : amplitudes.clone();
      if (repeat != -1) throw new IllegalArgumentException("haptui never repeats: " + repeat);
    }

    public String json() {
      return "{\"kind\":\"waveform\",\"timings\":" + Arrays.toString(timings).replace(" ", "")
          + ",\"amplitudes\":"
          + (amplitudes == null ? "null" : Arrays.toString(amplitudes).replace(" ", "")) + "}";
    }
  }

  static final class Predefined extends VibrationEffect {
    final int id;

    Predefined(int id) { this.id = id; }

    public String json() { return "{\"kind\":\"predefined\",\"id\":" + id + "}"; }
  }

  static final class Composed extends VibrationEffect {
    final List<float[]> primitives;

    Composed(List<float[]> primitives) { this.primitives = primitives; }

    public String json() {
      StringBuilder out = new StringBuilder("{\"kind\":\"composition\",\"primitives\":[");
      for (int i = 0; i < primitives.size(); i++) {
        float[] p = primitives.get(i);
        if (i > 0) out.append(',');
        out.append("{\"id\":").append((int) p[0]).append(",\"scale\":").append(p[1])
            .append(",\"delay\":").append((int) p[2]).append('}');
      }
      return out.append("]}").toString();
    }
  }

  static final class Envelope extends VibrationEffect {
    final float initialSharpness;
    final List<float[]> points;

    Envelope(float initialSharpness, List<float[]> points) {
      this.initialSharpness = initialSharpness;
      this.points = points;
    }

    public String json() {
      StringBuilder out = new StringBuilder("{\"kind\":\"envelope\",\"initialSharpness\":")
          .append(initialSharpness).append(",\"points\":[");
      for (int i = 0; i < points.size(); i++) {
        float[] p = points.get(i);
        if (i > 0) out.append(',');
        out.append("{\"intensity\":").append(p[0]).append(",\"sharpness\":").append(p[1])
            .append(",\"duration\":").append((long) p[2]).append('}');
      }
      return out.append("]}").toString();
    }
  }

  /** API 30. A delay counts from the end of the previous primitive (DELAY_TYPE_PAUSE). */
  public static final class Composition {
    public static final int PRIMITIVE_NOOP = 0, PRIMITIVE_CLICK = 1, PRIMITIVE_THUD = 2,
        PRIMITIVE_SPIN = 3, PRIMITIVE_QUICK_RISE = 4, PRIMITIVE_SLOW_RISE = 5,
        PRIMITIVE_QUICK_FALL = 6, PRIMITIVE_TICK = 7, PRIMITIVE_LOW_TICK = 8;
    private final List<float[]> primitives = new ArrayList<>();

    Composition() {}

    public Composition addPrimitive(int id) { return addPrimitive(id, 1f, 0); }

    public Composition addPrimitive(int id, float scale) { return addPrimitive(id, scale, 0); }

    public Composition addPrimitive(int id, float scale, int delay) {
      Api.require(30, "Composition.addPrimitive");
      if (id < 0 || id > 8) throw new IllegalArgumentException("unknown primitive " + id);
      if (!(scale >= 0f && scale <= 1f)) throw new IllegalArgumentException("scale " + scale);
      if (delay < 0) throw new IllegalArgumentException("negative delay " + delay);
      primitives.add(new float[] {id, scale, delay});
      return this;
    }

    public VibrationEffect compose() {
      Api.require(30, "Composition.compose");
      if (primitives.isEmpty()) throw new IllegalStateException("empty composition");
      return new Composed(new ArrayList<>(primitives));
    }
  }

  /** API 36: control points from intensity 0; the envelope must end at intensity 0. */
  public static final class BasicEnvelopeBuilder {
    private float initialSharpness = 0.5f;
    private final List<float[]> points = new ArrayList<>();

    public BasicEnvelopeBuilder() { Api.require(36, "BasicEnvelopeBuilder"); }

    public BasicEnvelopeBuilder setInitialSharpness(float sharpness) {
      if (!(sharpness >= 0f && sharpness <= 1f)) throw new IllegalArgumentException("sharpness");
      initialSharpness = sharpness;
      return this;
    }

    public BasicEnvelopeBuilder addControlPoint(float intensity, float sharpness, long duration) {
      if (!(intensity >= 0f && intensity <= 1f)) throw new IllegalArgumentException("intensity");
      if (!(sharpness >= 0f && sharpness <= 1f)) throw new IllegalArgumentException("sharpness");
      if (duration <= 0) throw new IllegalArgumentException("duration " + duration);
      points.add(new float[] {intensity, sharpness, duration});
      return this;
    }

    public VibrationEffect build() {
      if (points.isEmpty()) throw new IllegalStateException("no control points");
      if (points.get(points.size() - 1)[0] != 0f) {
        throw new IllegalStateException("the envelope must end at intensity 0");
      }
      return new Envelope(initialSharpness, new ArrayList<>(points));
    }
  }
}
