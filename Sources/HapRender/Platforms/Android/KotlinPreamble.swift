/// The Kotlin that every Android output shares, printed once for `render`'s artefact and for
/// `codegen`'s vocabulary (issue 19): the imports, the touch-feedback `vibrate`, the vibrator
/// lookup and the timed composition builder.
enum KotlinPreamble {
  /// The import lines (sorted), with `extra` imports merged in.
  static func imports(_ extra: [String] = []) -> [String] {
    let base = [
      "android.content.Context",
      "android.media.AudioAttributes",
      "android.os.Build",
      "android.os.VibrationAttributes",
      "android.os.VibrationEffect",
      "android.os.Vibrator",
      "android.os.VibratorManager",
      "androidx.annotation.RequiresApi",
    ]
    return Array(Set(base + extra)).sorted().map { "import \($0)" }
  }

  /// `vibrate(vibrator, effect)`: plays an effect as touch feedback at every API level, so the
  /// user's touch-feedback setting applies: `VibrationAttributes.USAGE_TOUCH` through the API 33
  /// overload, and below it `AudioAttributes.USAGE_ASSISTANCE_SONIFICATION`, which the platform
  /// maps to the same touch usage (AOSP `VibrationAttributes.Builder`; issue 20 item 10).
  static let touchVibrate = """
      /** Plays effect as touch feedback, so the user's touch-feedback setting applies. */
      @RequiresApi(26)
      private fun vibrate(vibrator: Vibrator, effect: VibrationEffect) {
        if (Build.VERSION.SDK_INT >= 33) {
          vibrator.vibrate(
            effect, VibrationAttributes.createForUsage(VibrationAttributes.USAGE_TOUCH)
          )
        } else {
          val attributes =
            AudioAttributes.Builder().setUsage(AudioAttributes.USAGE_ASSISTANCE_SONIFICATION).build()
          @Suppress("DEPRECATION")
          vibrator.vibrate(effect, attributes)
        }
      }

    """

  /// `name(context)`: the default vibrator (`VibratorManager` from API 31).
  static func findVibrator(_ name: String) -> String {
    """
      private fun \(name)(context: Context): Vibrator? =
        if (Build.VERSION.SDK_INT >= 31) {
          context.getSystemService(VibratorManager::class.java)?.defaultVibrator
        } else {
          @Suppress("DEPRECATION")
          context.getSystemService(Context.VIBRATOR_SERVICE) as? Vibrator
        }

    """
  }

  /// `composition(vibrator, ids, scales, starts)`: the primitives at their written times.
  static let composition = """
      /**
       * Builds a composition whose primitives start at the written times. A primitive's delay
       * counts from the end of the one before, so the primitives' own lengths (API 31+) are
       * subtracted; taps closer than a primitive's length start as soon as it ends. API 30
       * cannot ask the lengths, so there each tap after the first starts late by them.
       */
      @RequiresApi(30)
      private fun composition(
        vibrator: Vibrator, ids: IntArray, scales: FloatArray, starts: IntArray
      ): VibrationEffect {
        val lengths =
          if (Build.VERSION.SDK_INT >= 31) vibrator.getPrimitiveDurations(*ids) else IntArray(ids.size)
        val composition = VibrationEffect.startComposition()
        var cursor = 0
        for (i in ids.indices) {
          composition.addPrimitive(ids[i], scales[i], maxOf(0, starts[i] - cursor))
          cursor = maxOf(cursor, starts[i]) + lengths[i]
        }
        return composition.compose()
      }

    """

  /// `text` as lines without the final empty one, for callers that join lines.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
