/// Recording stand-ins for the Jetpack Compose API the generated `HapticsCompose.kt` calls,
/// written from the androidx reference: `@Composable` and `remember` (androidx.compose.runtime),
/// `LocalHapticFeedback` and `LocalView` (androidx.compose.ui.platform), the `HapticFeedback`
/// interface and `HapticFeedbackType`'s companion properties (androidx.compose.ui.hapticfeedback).
/// Kotlin sources, compiled by `kotlinc` with the vocabulary, against the Java stand-ins of
/// `AndroidStandIns`.
///
/// The platform `HapticFeedback` performs the `HapticFeedbackConstants` constant behind each
/// type on the view: a device older than the constant's API level does not know it and logs
/// `compose unknown`; the touch-feedback setting mutes it as it mutes the view's own feedback.
enum ComposeStandIns {
  static let sources: [String: String] = [
    "ComposeRuntime.kt": """
    package androidx.compose.runtime

    @Retention(AnnotationRetention.BINARY)
    annotation class Composable

    /** Outside a real composition there is nothing to remember across: it calculates. */
    inline fun <T> remember(key1: Any?, key2: Any?, calculation: () -> T): T = calculation()
    """,
    "ComposeHapticFeedback.kt": """
    package androidx.compose.ui.hapticfeedback

    /** A `value class` in Compose; a plain class here (kotlinc 1.3), with the same names. */
    class HapticFeedbackType private constructor(val name: String, val value: Int, val api: Int) {
      override fun toString() = name
      companion object {
        val Confirm = HapticFeedbackType("Confirm", 16, 30)
        val ContextClick = HapticFeedbackType("ContextClick", 6, 23)
        val GestureEnd = HapticFeedbackType("GestureEnd", 13, 30)
        val GestureThresholdActivate = HapticFeedbackType("GestureThresholdActivate", 23, 34)
        val KeyboardTap = HapticFeedbackType("KeyboardTap", 3, 3)
        val LongPress = HapticFeedbackType("LongPress", 0, 3)
        val Reject = HapticFeedbackType("Reject", 17, 30)
        val SegmentFrequentTick = HapticFeedbackType("SegmentFrequentTick", 27, 34)
        val SegmentTick = HapticFeedbackType("SegmentTick", 26, 34)
        val TextHandleMove = HapticFeedbackType("TextHandleMove", 9, 3)
        val ToggleOff = HapticFeedbackType("ToggleOff", 22, 34)
        val ToggleOn = HapticFeedbackType("ToggleOn", 21, 34)
        val VirtualKey = HapticFeedbackType("VirtualKey", 1, 3)
      }
    }

    interface HapticFeedback {
      fun performHapticFeedback(hapticFeedbackType: HapticFeedbackType)
    }
    """,
    "ComposePlatform.kt": """
    package androidx.compose.ui.platform

    import android.os.Build
    import android.os.Log
    import android.os.Vibrator
    import android.view.View
    import androidx.compose.ui.hapticfeedback.HapticFeedback
    import androidx.compose.ui.hapticfeedback.HapticFeedbackType

    /** `.current` is a composable getter in Compose; here the harness sets what it returns. */
    class ProvidableCompositionLocal<T>(var current: T)

    /** The platform's feedback: the constant behind each type, performed on the view. */
    class PlatformHapticFeedback : HapticFeedback {
      override fun performHapticFeedback(hapticFeedbackType: HapticFeedbackType) {
        val type = hapticFeedbackType
        if (Build.VERSION.SDK_INT < type.api) { Log.add("compose unknown $type"); return }
        if (!Vibrator.touchFeedback) { Log.add("compose muted $type"); return }
        Log.add("compose $type ${type.value}")
      }
    }

    val LocalHapticFeedback = ProvidableCompositionLocal<HapticFeedback>(PlatformHapticFeedback())
    val LocalView = ProvidableCompositionLocal(View())
    """,
  ]
}
