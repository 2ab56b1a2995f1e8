/// The operating system under a cross-platform toolkit (React Native, Flutter).
public enum HostOS: String, CaseIterable, Sendable {
  case ios
  case android
  case web
}
