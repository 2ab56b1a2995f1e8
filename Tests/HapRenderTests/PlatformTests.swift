import HapRender
import Testing

@Suite struct PlatformTests {
  @Test func platformNamesAreTheCommandLineSpellings() {
    #expect(
      Platform.allCases.map(\.rawValue) == [
        "ios", "android", "web", "react-native", "flutter", "gamepad",
      ])
    #expect(Platform(rawValue: "react-native") == .reactNative)
  }
}
