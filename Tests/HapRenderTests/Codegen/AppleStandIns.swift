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
      /// `STANDIN_START_FAILS=all` fails every engine start; `=N` fails the first N.
      nonisolated(unsafe) private static var startsFailed = 0
      public static func nextStartFails() -> Bool {
        guard let value = ProcessInfo.processInfo.environment["STANDIN_START_FAILS"] else {
          return false
        }
        lock.lock()
        defer { lock.unlock() }
        startsFailed += 1
        return value == "all" || startsFailed <= (Int(value) ?? 0)
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

      nonisolated(unsafe) private static var running = 0
      /// Runs `work` on a new thread, as the system calls a handler, counted until it returns.
      public static func spawn(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        running += 1
        lock.unlock()
        Thread {
          work()
          lock.lock()
          running -= 1
          lock.unlock()
        }.start()
      }

      /// How many threads `spawn` started have not returned yet.
      public static var threadsRunning: Int {
        lock.lock()
        defer { lock.unlock() }
        return running
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

  /// Core Haptics as documented: `start()` blocks until the engine runs, while
  /// `start(completionHandler:)` returns at once and calls back on another thread; a player
  /// started on a stopped engine throws `CHHapticError` -4805 (`engineNotRunning`); a start at
  /// `CHHapticTimeImmediate` means the engine's `currentTime` at that call (the stand-in's clock
  /// advances on every read, so two immediate starts are two instants).
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

    public struct CHHapticError: Error {
      public enum Code: Int, Sendable { case engineNotRunning = -4805 }
      public let code: Code
    }

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
      weak var engine: CHHapticEngine?
      init(_ name: String, engine: CHHapticEngine) {
        self.name = name
        self.engine = engine
      }
      func start(atTime time: TimeInterval) throws {
        guard let engine, engine.running else {
          StandIn.record("play \\(name) failed -4805")
          throw CHHapticError(code: .engineNotRunning)
        }
        let at = time == CHHapticTimeImmediate ? engine.currentTime : time
        StandIn.record("play \\(name) at \\(at)")
      }
      func stop(atTime time: TimeInterval) throws {}
    }

    struct Capability: CHHapticDeviceCapability {
      var supportsHaptics: Bool
      var supportsAudio: Bool
    }

    /// Carries a callback to the thread that calls it.
    final class Carried<T>: @unchecked Sendable {
      let value: T
      init(_ value: T) { self.value = value }
    }

    open class CHHapticEngine {
      public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, systemError,
          notifyWhenFinished, engineDestroyed, gameControllerDisconnect
      }
      public typealias StoppedHandler = (StoppedReason) -> Void
      public typealias ResetHandler = () -> Void
      public typealias CompletionHandler = (Error?) -> Void

      public var stoppedHandler: StoppedHandler = { _ in } {
        didSet { StandIn.record("set stoppedHandler") }
      }
      public var resetHandler: ResetHandler = {} {
        didSet { StandIn.record("set resetHandler") }
      }
      public var playsHapticsOnly = false {
        didSet { StandIn.record("set playsHapticsOnly \\(playsHapticsOnly)") }
      }
      public var isAutoShutdownEnabled = false {
        didSet { StandIn.record("set isAutoShutdownEnabled \\(isAutoShutdownEnabled)") }
      }
      /// Whether the engine runs (the stand-in's own state; Core Haptics does not expose it).
      public private(set) var running = false
      private var clock = 100.0
      public var currentTime: TimeInterval {
        clock += 0.001
        return (clock * 1000).rounded() / 1000
      }

      public init() throws {
        StandIn.record("init CHHapticEngine")
        StandIn.engines.append(self)
      }

      open class func capabilitiesForHardware() -> any CHHapticDeviceCapability {
        StandIn.record("capabilitiesForHardware")
        return Capability(supportsHaptics: StandIn.supportsHaptics, supportsAudio: false)
      }

      /// Blocks the caller until the engine runs.
      open func start() throws {
        StandIn.record("start CHHapticEngine blocking")
        usleep(20_000)
        if StandIn.nextStartFails() { throw StandInError() }
        running = true
      }

      /// Returns at once; the handler is called on another thread once the engine runs.
      open func start(completionHandler: CompletionHandler? = nil) {
        let fails = StandIn.nextStartFails()
        StandIn.record(fails ? "start CHHapticEngine failed" : "start CHHapticEngine")
        let handler = Carried(completionHandler)
        let engine = Carried(self)
        StandIn.spawn {
          usleep(2_000)
          if !fails { engine.value.running = true }
          handler.value?(fails ? StandInError() : nil)
        }
      }

      open func stop(completionHandler: CompletionHandler? = nil) { running = false }

      /// The stand-in's own: the system stops the engine (an app switch) and has not yet
      /// called the stopped handler.
      public func standInStopWithoutNotice() { running = false }

      open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        StandIn.record("makePlayer \\(pattern.name)")
        return Player(pattern.name, engine: self)
      }

      open func playPattern(from fileURL: URL) throws {
        StandIn.record("playPattern \\(fileURL.lastPathComponent)")
      }
    }
    """

  /// SwiftUI's `SensoryFeedback` and the two `sensoryFeedback` modifiers: the stand-in's view
  /// records what SwiftUI would play when the harness changes the trigger.
  static let swiftUI = """
    import StandInLog

    @MainActor public protocol View {}

    /// The stand-in's own: a view whose trigger a harness can change.
    @MainActor public protocol StandInTriggerable {
      func changeTrigger()
    }

    public struct StandInView: View {
      public init() {}
    }

    struct FeedbackView<T: Equatable>: View, StandInTriggerable {
      let trigger: T
      let feedback: (T, T) -> SensoryFeedback?
      func changeTrigger() {
        if let played = feedback(trigger, trigger) {
          StandIn.record("sensory \\(played.name)")
        } else {
          StandIn.record("sensory nothing")
        }
      }
    }

    extension View {
      public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        FeedbackView(trigger: trigger) { _, _ in feedback }
      }
      public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
      ) -> some View {
        FeedbackView(trigger: trigger, feedback: feedback)
      }
    }

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
