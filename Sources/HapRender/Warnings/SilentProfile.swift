/// A profile with a haptic actuator on which a pattern plays nothing (standard settings), with
/// the reason HAPW03 gives for it.
struct SilentProfile: Sendable {
  var profile: DeviceProfile
  /// The reason of the highest rung the pattern has, as its silent rendition's report says it:
  /// its intent, else its track, else its web fallback.
  var reason: String
}
