/// A language `haptui codegen` writes an app vocabulary in.
public enum CodegenLanguage: String, CaseIterable, Sendable {
  case swift
  case kotlin
  case typescript
  case dart

  /// The device profiles the generated file plays on, whose collisions are printed as
  /// warnings (HAPTICS.md lists every platform's).
  var profiles: [DeviceProfile] {
    switch self {
    case .swift: [DeviceProfile.defaultProfile(for: .ios)]
    case .kotlin: DeviceProfile.profiles(for: .android)
    case .typescript:
      DeviceProfile.profiles(for: .reactNative).filter { $0.host != .web }
        + [DeviceProfile.defaultProfile(for: .web)]
    case .dart: [DeviceProfile.defaultProfile(for: .flutter)]
    }
  }
}
