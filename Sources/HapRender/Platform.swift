/// A target surface a pattern is rendered for.
public enum Platform: String, CaseIterable, Sendable {
  case ios
  case android
  case web
  case reactNative = "react-native"
  case flutter
  case gamepad

  /// The name shown in column headers.
  public var displayName: String {
    switch self {
    case .ios: "iOS"
    case .android: "Android"
    case .web: "web"
    case .reactNative: "React Native"
    case .flutter: "Flutter"
    case .gamepad: "gamepad"
    }
  }
}
