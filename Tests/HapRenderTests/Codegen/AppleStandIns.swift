/// Stand-ins for the Apple modules the generated Swift imports, declaring the documented API it
/// uses (UIKit `UIFeedbackGenerator` and subclasses, `UIAccessibility`; Core Haptics
/// `CHHapticEngine`, `CHHapticPattern`, `CHHapticPatternPlayer`; SwiftUI `SensoryFeedback`)
/// and recording every call, so a harness can count what the vocabulary does. Written from
/// Apple's documentation of those types; only the members the vocabulary calls are declared.
enum AppleStandIns {
  /// The recording shared by the stand-ins, and the knobs a harness run turns (from the
  /// environment: `STANDIN_NO_HAPTICS`, `STANDIN_START_FAILS`).
  static let log = """
    import Foundation

    public enum StandIn {
      nonisolated(unsafe) private static var entries: [String] = []
      nonisolated(unsafe) public static var reduceMotion = false
      nonisolated(unsafe) public static var engines: [AnyObject] = []
      private static let lock = NSLock()

      public static var supportsHaptics: Bool {
        ProcessInfo.processInfo.environment["STANDIN_NO_HAPTICS"] == nil
      }
      public static var startFails: Bool {
        ProcessInfo.processInfo.environment["STANDIN_START_FAILS"] != nil
      }

      public static func record(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
      }

      public static var recorded: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
      }
    }
    """

  static let uiKit = """
    @_exported import Foundation
    import StandInLog

    @MainActor
    open class UIFeedbackGenerator {
      public init() {}
      var label: String { "\\(type(of: self))" }
      open func prepare() { StandIn.record("prepare \\(label)") }
    }

    @MainActor
    open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
      public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
      }
      public let style: FeedbackStyle
      public init(style: FeedbackStyle) {
        self.style = style
        super.init()
        StandIn.record("init \\(label)")
      }
      override var label: String { "UIImpactFeedbackGenerator \\(style)" }
      open func impactOccurred() { StandIn.record("fire \\(label)") }
      open func impactOccurred(intensity: Double) { StandIn.record("fire \\(label) \\(intensity)") }
    }

    @MainActor
    open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
      public enum FeedbackType: Int, Sendable {
        case success, warning, error
      }
      public override init() {
        super.init()
        StandIn.record("init \\(label)")
      }
      open func notificationOccurred(_ notificationType: FeedbackType) {
        StandIn.record("fire \\(label) \\(notificationType)")
      }
    }

    @MainActor
    open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
      public override init() {
        super.init()
        StandIn.record("init \\(label)")
      }
      open func selectionChanged() { StandIn.record("fire \\(label)") }
    }

    public enum UIAccessibility {
      public static var isReduceMotionEnabled: Bool { StandIn.reduceMotion }
    }
    """

  static let coreHaptics = """
    import Foundation
    import StandInLog

    public let CHHapticTimeImmediate: TimeInterval = 0

    public protocol CHHapticDeviceCapability {
      var supportsHaptics: Bool { get }
      var supportsAudio: Bool { get }
    }

    public protocol CHHapticPatternPlayer: AnyObject {
      func start(atTime time: TimeInterval) throws
      func stop(atTime time: TimeInterval) throws
    }

    public struct StandInError: Error {}

    open class CHHapticPattern {
      let name: String
      public init(contentsOf ahapURL: URL) throws {
        let data = try Data(contentsOf: ahapURL)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          object["Version"] as? Double == 1.0, object["Pattern"] is [Any]
        else { throw StandInError() }
        name = ahapURL.deletingPathExtension().lastPathComponent
        StandIn.record("load \\(name)")
      }
    }

    final class Player: CHHapticPatternPlayer {
      let name: String
      init(_ name: String) { self.name = name }
      func start(atTime time: TimeInterval) throws { StandIn.record("play \\(name) at \\(time)") }
      func stop(atTime time: TimeInterval) throws {}
    }

    struct Capability: CHHapticDeviceCapability {
      var supportsHaptics: Bool
      var supportsAudio: Bool
    }

    open class CHHapticEngine {
      public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, systemError,
          notifyWhenFinished, engineDestroyed, gameControllerDisconnect
      }
      public typealias StoppedHandler = (StoppedReason) -> Void
      public typealias ResetHandler = () -> Void

      public var stoppedHandler: StoppedHandler = { _ in } {
        didSet { StandIn.record("set stoppedHandler") }
      }
      public var resetHandler: ResetHandler = {} {
        didSet { StandIn.record("set resetHandler") }
      }
      public var playsHapticsOnly = false {
        didSet { StandIn.record("set playsHapticsOnly \\(playsHapticsOnly)") }
      }
      public var isAutoShutdownEnabled = false

      public init() throws {
        StandIn.record("init CHHapticEngine")
        StandIn.engines.append(self)
      }

      open class func capabilitiesForHardware() -> any CHHapticDeviceCapability {
        StandIn.record("capabilitiesForHardware")
        return Capability(supportsHaptics: StandIn.supportsHaptics, supportsAudio: false)
      }

      open func start() throws {
        if StandIn.startFails {
          StandIn.record("start CHHapticEngine failed")
          throw StandInError()
        }
        StandIn.record("start CHHapticEngine")
      }

      open func stop(completionHandler: ((Error?) -> Void)? = nil) {}

      open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        StandIn.record("makePlayer \\(pattern.name)")
        return Player(pattern.name)
      }

      open func playPattern(from fileURL: URL) throws {
        StandIn.record("playPattern \\(fileURL.lastPathComponent)")
      }
    }
    """

  static let swiftUI = """
    public struct SensoryFeedback: Equatable, Sendable {
      public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
      }
      public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
      }
      public let name: String
      public static let success = SensoryFeedback(name: "success")
      public static let warning = SensoryFeedback(name: "warning")
      public static let error = SensoryFeedback(name: "error")
      public static let selection = SensoryFeedback(name: "selection")
      public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact weight \\(weight.name)")
      }
      public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact flexibility \\(flexibility.name)")
      }
    }
    """
}
