/// Picks the emitter of a platform and shares the header every artefact carries.
enum Emitters {
  static func artifact(
    _ input: RenderInput, plan: PlatformPlan, profile: DeviceProfile, settings: RenderSettings
  ) -> Artifact {
    let context = EmitContext(input: input, plan: plan, profile: profile, settings: settings)
    switch profile.platform {
    case .ios: return IOSEmitter.artifact(context)
    case .android: return KotlinEmitter.artifact(context)
    case .web: return WebEmitter.artifact(context)
    case .reactNative: return ReactNativeEmitter.artifact(context)
    case .flutter: return FlutterEmitter.artifact(context)
    case .gamepad: return GamepadEmitter.artifact(context)
    }
  }
}
