package android.media;

import android.os.Api;

/** API 21. USAGE_ASSISTANCE_SONIFICATION is 13 in the SDK. */
public final class AudioAttributes {
  public static final int USAGE_UNKNOWN = 0;
  public static final int USAGE_ASSISTANCE_SONIFICATION = 13;
  public final int usage;

  private AudioAttributes(int usage) { this.usage = usage; }

  public int getUsage() { return usage; }

  public static class Builder {
    private int usage = USAGE_UNKNOWN;

    public Builder() { Api.require(21, "AudioAttributes.Builder"); }

    public Builder setUsage(int usage) {
      this.usage = usage;
      return this;
    }

    public AudioAttributes build() { return new AudioAttributes(usage); }
  }
}
