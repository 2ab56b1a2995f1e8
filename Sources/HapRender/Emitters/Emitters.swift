/// Picks the emitter of a platform and shares the header every artefact carries.
enum Emitters {
  /// The artefact of `plan` for `profile`; `asLines` gives an iOS AHAP one as lines
  /// (`Artifact.lines`), the others as text.
  static func artifact(
    _ input: RenderInput, plan: PlatformPlan, profile: DeviceProfile, settings: RenderSettings,
    asLines: Bool = false
  ) -> Artifact {
    let context = EmitContext(input: input, plan: plan, profile: profile, settings: settings)
    switch profile.platform {
    case .ios: return IOSEmitter.artifact(context, asLines: asLines)
    case .android: return KotlinEmitter.artifact(context)
    case .web: return WebEmitter.artifact(context)
    case .reactNative: return ReactNativeEmitter.artifact(context)
    case .flutter: return FlutterEmitter.artifact(context)
    case .gamepad: return GamepadEmitter.artifact(context)
    }
  }
}
