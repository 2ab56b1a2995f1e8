package android.os;

import android.media.AudioAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** An emulated vibrator: what the device can do is set by the harness, and every vibrate call
 * is recorded with its effect and attributes. Each method checks its API level. */
public class Vibrator {
  public boolean vibrator = true;
  public boolean amplitudeControl;
  public boolean envelopes;
  /** The user's touch-feedback setting: off mutes vibrations with touch usage (USAGE_TOUCH, or
   * before API 33 the AudioAttributes sonification usage the service maps to it), only those. */
  public boolean touchFeedback = true;
  /** Supported primitive ids and how long each plays, in ms. */
  public Map<Integer, Integer> primitiveDurations;
  public final List<String> calls = new ArrayList<>();

  public boolean hasVibrator() { return vibrator; }

  public boolean hasAmplitudeControl() {
    Api.require(26, "Vibrator.hasAmplitudeControl");
    return amplitudeControl;
  }

  public boolean areAllPrimitivesSupported(int... ids) {
    Api.require(30, "Vibrator.areAllPrimitivesSupported");
    for (int id : ids) {
      if (!primitiveDurations.containsKey(id)) return false;
    }
    return true;
  }

  public int[] getPrimitiveDurations(int... ids) {
    Api.require(31, "Vibrator.getPrimitiveDurations");
    int[] lengths = new int[ids.length];
    for (int i = 0; i < ids.length; i++) lengths[i] = primitiveDurations.getOrDefault(ids[i], 0);
    return lengths;
  }

  public boolean areEnvelopeEffectsSupported() {
    Api.require(36, "Vibrator.areEnvelopeEffectsSupported");
    return envelopes;
  }

  public EnvelopeEffectInfo getEnvelopeEffectInfo() {
    Api.require(36, "Vibrator.getEnvelopeEffectInfo");
    return new EnvelopeEffectInfo();
  }

  public void vibrate(VibrationEffect effect) {
    Api.require(26, "Vibrator.vibrate(VibrationEffect)");
    record(effect, "\"none\"", true);
  }

  public void vibrate(VibrationEffect effect, AudioAttributes attributes) {
    Api.require(26, "Vibrator.vibrate(VibrationEffect, AudioAttributes)");
    boolean touch = attributes.getUsage() == AudioAttributes.USAGE_ASSISTANCE_SONIFICATION;
    record(effect, "{\"audioUsage\":" + attributes.getUsage() + "}", touchFeedback || !touch);
  }

  public void vibrate(VibrationEffect effect, VibrationAttributes attributes) {
    Api.require(33, "Vibrator.vibrate(VibrationEffect, VibrationAttributes)");
    boolean touch = attributes.getUsage() == VibrationAttributes.USAGE_TOUCH;
    record(effect, "{\"vibrationUsage\":" + attributes.getUsage() + "}", touchFeedback || !touch);
  }

  private void record(VibrationEffect effect, String attributes, boolean felt) {
    if (effect == null) throw new NullPointerException("vibrate(null)");
    calls.add("{\"attributes\":" + attributes + ",\"felt\":" + felt + ",\"effect\":" + effect.json() + "}");
  }

  /** The limits every device with envelope effects supports (VibratorEnvelopeEffectInfo). */
  public static class EnvelopeEffectInfo {
    public long getMinControlPointDurationMillis() { return 20; }

    public long getMaxControlPointDurationMillis() { return 1000; }

    public long getMaxDurationMillis() { return 60000; }

    public int getMaxSize() { return 1000; }
  }
}
