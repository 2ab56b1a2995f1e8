import HapModel

/// The Swift vocabulary: `@MainActor public enum Haptics`, one function per pattern, UIKit
/// generators made once and prepared again after each fire, one lazily made Core Haptics
/// engine for the AHAP resources, and SwiftUI `SensoryFeedback` values for the intents.
struct SwiftVocabulary {
  var entries: [VocabularyEntry]
  var name: String
  var header: [String]

  /// What one pattern does on an iPhone in one setting.
  enum Action {
    case generator(UIKitGenerator, IntentToken)
    /// AHAP resource names (without `.ahap`), one per layer, started together.
    case ahap([String])
    case nothing(String)
  }

  static let iphone = DeviceProfile.defaultProfile(for: .ios)

  var files: [GeneratedFile] {
    var files = [GeneratedFile(path: "\(name).swift", text: source)]
    for entry in entries {
      guard let branch = entry.played(on: Self.iphone), case .ahap(let documents) = branch.effect
      else { continue }
      for (position, name) in Self.resourceNames(entry, layers: documents.count).enumerated() {
        files.append(
          GeneratedFile(
            path: "\(self.name)/\(name).ahap", text: AHAPEmitter.text(documents[position])))
      }
    }
    return files
  }

  /// `heartbeat`, or `ramp-up`, `ramp-up.layer2`… for a layered pattern (as `export` names them).
  static func resourceNames(_ entry: VocabularyEntry, layers: Int) -> [String] {
    let stem = Identifier.fileStem(entry.id)
    return (0..<layers).map { $0 == 0 ? stem : "\(stem).layer\($0 + 1)" }
  }

  func action(_ entry: VocabularyEntry, reduced: Bool) -> Action {
    guard let branch = entry.played(on: Self.iphone, reduced: reduced) else {
      let plan = entry.plan(Self.iphone, reduced: reduced)
      if reduced {
        return .nothing(
          entry.render.reduced == nil
            ? "the pattern has no fallbacks.reduced" : "iOS cannot play its fallbacks.reduced")
      }
      let reasons = [Rung.intent, .track, .web].compactMap { plan.unavailable[$0] }
      return .nothing(reasons.first ?? "the pattern has nothing iOS can play")
    }
    switch branch.effect {
    case .iosFeedback(let token): return .generator(UIKitGenerator(token), token)
    case .ahap(let documents):
      return .ahap(Self.resourceNames(entry, layers: documents.count))
    default: return .nothing("iOS has no call for this branch")
    }
  }

  private var generators: [UIKitGenerator] {
    var used: Set<UIKitGenerator> = []
    for entry in entries {
      for reduced in [false, true] {
        if case .generator(let generator, _) = action(entry, reduced: reduced) {
          used.insert(generator)
        }
      }
    }
    return used.sorted()
  }

  private var usesEngine: Bool {
    entries.contains {
      if case .ahap = action($0, reduced: false) { return true }
      return false
    }
  }

  var source: String {
    let generators = self.generators
    let usesEngine = self.usesEngine
    var lines = CodegenHeader.comment(header, prefix: "//").split(separator: "\n").map(String.init)
    lines += [
      "//",
      "// Fire and forget: every function returns at once and never throws; never gate app logic on",
      "// whether a haptic played. Silent on devices without haptics. UIKit generators are silent",
      "// with System Haptics off; Core Haptics patterns reportedly are not (not verified), so the",
      "// app's isEnabled is what gates them.",
      "",
    ]
    if usesEngine { lines.append("import CoreHaptics") }
    lines.append("import UIKit")
    if !sensoryEntries.isEmpty {
      lines += ["", "#if canImport(SwiftUI)", "  import SwiftUI", "#endif"]
    }
    lines += [
      "",
      "/// The app's haptic vocabulary: one function per pattern, one haptic per event.",
      "///",
      "/// Intent patterns fire UIKit feedback generators, each made once and prepared again after",
      "/// it fires. Track patterns play their AHAP file (the `\(name)` folder: add it to the app",
      "/// target) through one Core Haptics engine, made on first use. Call only these functions,",
      "/// never a generator of your own, so the app keeps one tactile language.",
      "@MainActor",
      "public enum \(name) {",
      "  /// The app's own haptics preference: when `false`, every function returns at once.",
      "  public static var isEnabled = true",
      "",
      "  /// Whether to play each pattern's reduced variant (its `fallbacks.reduced`). Off by",
      "  /// default: haptics are governed by consent (System Haptics, `isEnabled`), not by motion",
      "  /// sensitivity, so Reduce Motion does not turn it on. Set it from a setting of the app's own.",
      "  public static var reducedFeedback = false",
      "",
      "  /// Makes every generator and starts the haptic engine ahead of the first haptic. Optional:",
      "  /// call it when a screen that uses haptics appears, so the first one is not late.",
      "  public static func prepare() {",
    ]
    for generator in generators { lines.append("    Feedback.\(generator.property).prepare()") }
    if usesEngine { lines.append("    Engine.prepare()") }
    lines.append("  }")
    for entry in entries { lines += function(entry) }
    lines += [
      "",
      "  /// Plays `haptic` on the main actor from any context, synchronous or async, without",
      "  /// awaiting: `\(name).post { \(name).selection() }` from a nonisolated function.",
      "  nonisolated public static func post(_ haptic: @escaping @MainActor @Sendable () -> Void) {",
      "    Task { @MainActor in haptic() }",
      "  }",
    ]
    lines += feedbackEnum(generators)
    if usesEngine { lines += engineEnum }
    lines.append("}")
    lines += sensoryExtension
    return lines.joined(separator: "\n") + "\n"
  }

  private func function(_ entry: VocabularyEntry) -> [String] {
    let standard = action(entry, reduced: false)
    let reduced = action(entry, reduced: true)
    var lines = [""]
    lines += CommentText.lines(entry.summary, prefix: "  ///")
    lines.append("  ///")
    lines += CommentText.lines(
      "iPhone: \(describe(standard)). Reduced feedback: \(describe(reduced)).", prefix: "  ///")
    lines.append("  public static func \(entry.declaration)() {")
    switch (standard, reduced) {
    case (.nothing(let why), .nothing):
      lines.append("    // Nothing plays on iOS: \(CodegenNaming.commentText(why)).")
    case (_, .nothing):
      lines.append("    guard isEnabled, !reducedFeedback else { return }")
      lines += body(standard)
    case (.nothing(let why), _):
      lines.append("    guard isEnabled, reducedFeedback else { return }")
      lines.append("    // Only the reduced variant plays: \(CodegenNaming.commentText(why)).")
      lines += body(reduced)
    case _ where body(standard) == body(reduced):
      // Reduced feedback keeps the full pattern (an error or a selection, D092).
      lines.append("    guard isEnabled else { return }")
      lines += body(standard)
    default:
      lines.append("    guard isEnabled else { return }")
      lines.append("    if reducedFeedback {")
      lines += body(reduced).map { "  " + $0 }
      lines.append("      return")
      lines.append("    }")
      lines += body(standard)
    }
    lines.append("  }")
    return lines
  }

  private func body(_ action: Action) -> [String] {
    switch action {
    case .generator(let generator, _):
      return [
        "    Feedback.\(generator.property).\(generator.fire)",
        "    Feedback.\(generator.property).prepare()",
      ]
    case .ahap(let names):
      return ["    Engine.play([" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "])"]
    case .nothing:
      return []
    }
  }

  private func describe(_ action: Action) -> String {
    switch action {
    case .generator(let generator, let token):
      "\(token.rawValue) on the shared `\(generator.make)`"
    case .ahap(let names):
      names.count == 1
        ? "the AHAP `\(names[0]).ahap`"
        : "the AHAP layers " + names.map { "`\($0).ahap`" }.joined(separator: ", ")
          + ", started together"
    case .nothing(let why): "nothing (\(why))"
    }
  }

  private func feedbackEnum(_ generators: [UIKitGenerator]) -> [String] {
    guard !generators.isEmpty else { return [] }
    var lines = [
      "",
      "  /// The UIKit generators: each made once, prepared when made and again after each fire.",
      "  @MainActor",
      "  private enum Feedback {",
    ]
    for generator in generators {
      lines.append("    static let \(generator.property) = prepared(\(generator.make))")
    }
    lines += [
      "",
      "    private static func prepared<Generator: UIFeedbackGenerator>(",
      "      _ generator: Generator",
      "    ) -> Generator {",
      "      generator.prepare()",
      "      return generator",
      "    }",
      "  }",
    ]
    return lines
  }

  /// The Core Haptics engine (issue 20 item 13, D090): it idles by itself
  /// (`isAutoShutdownEnabled`), starts without blocking the haptic that needs it, tries a failed
  /// start once more, plays a pattern's layers on one start time, and ignores a stopped handler
  /// from an engine run that has since been restarted (a generation counter).
  private var engineEnum: [String] {
    [
      "",
      "  /// The one Core Haptics engine every track pattern plays on: made on first use with its",
      "  /// handlers set before it starts, `playsHapticsOnly` (no audio: made with its own audio",
      "  /// session, never the app's shared one, so it never interrupts other apps' audio), and",
      "  /// `isAutoShutdownEnabled`, so it idles after about two minutes without haptics. Starting",
      "  /// never blocks: a haptic that finds the engine stopped (idle, app suspended, audio",
      "  /// interruption, or Core Haptics error -4805 before the stopped handler said so) waits for",
      "  /// the start and then plays; a failed start is tried once more. A reset engine drops its",
      "  /// players and restarts at once, as Core Haptics asks.",
      "  @MainActor",
      "  private enum Engine {",
      "    /// Checked once: iPad, iPod touch and Apple Vision Pro have no haptics.",
      "    static let supportsHaptics = CHHapticEngine.capabilitiesForHardware().supportsHaptics",
      "    static var engine: CHHapticEngine?",
      "    static var isRunning = false",
      "    static var isStarting = false",
      "    /// The haptics asked for while the engine starts, played in order once it runs.",
      "    static var waiting: [[String]] = []",
      "    /// Counts the engine's runs: a stopped handler installed for an earlier run is ignored,",
      "    /// so a late one cannot mark a restarted engine stopped.",
      "    static var generation = 0",
      "    /// One player per AHAP resource, made on its first play (patterns need iOS 16).",
      "    static var players: [String: any CHHapticPatternPlayer] = [:]",
      "",
      "    static func prepare() {",
      "      guard made() != nil, !isRunning else { return }",
      "      start(retrying: true)",
      "    }",
      "",
      "    /// Plays the AHAP resources `names` (a pattern's layers) together; any failure is silent.",
      "    static func play(_ names: [String]) {",
      "      guard made() != nil else { return }",
      "      if isRunning, startPlayers(names) { return }",
      "      // Stopped, or it stopped before its handler said so: restart, then play this haptic.",
      "      isRunning = false",
      "      waiting.append(names)",
      "      start(retrying: true)",
      "    }",
      "",
      "    private static func made() -> CHHapticEngine? {",
      "      guard supportsHaptics else { return nil }",
      "      if engine == nil {",
      "        guard let made = try? CHHapticEngine() else { return nil }",
      "        made.playsHapticsOnly = true",
      "        made.isAutoShutdownEnabled = true",
      "        made.resetHandler = resetHandler()",
      "        engine = made",
      "      }",
      "      return engine",
      "    }",
      "",
      "    /// Starts the engine without blocking; `retrying` allows one more try after a failure.",
      "    private static func start(retrying: Bool) {",
      "      guard let engine, !isStarting else { return }",
      "      isStarting = true",
      "      generation += 1",
      "      engine.stoppedHandler = stoppedHandler(generation)",
      "      engine.start(completionHandler: startedHandler(generation, retrying: retrying))",
      "    }",
      "",
      "    private static func started(_ run: Int, succeeded: Bool, retrying: Bool) {",
      "      guard run == generation else { return }",
      "      isStarting = false",
      "      guard succeeded else {",
      "        if retrying {",
      "          start(retrying: false)",
      "        } else {",
      "          // Two failed starts: these haptics are dropped; the next one tries again.",
      "          waiting.removeAll()",
      "        }",
      "        return",
      "      }",
      "      isRunning = true",
      "      let queued = waiting",
      "      waiting.removeAll()",
      "      for names in queued { _ = startPlayers(names) }",
      "    }",
      "",
      "    /// Starts every layer on one start time; false when the engine turns out to be stopped.",
      "    private static func startPlayers(_ names: [String]) -> Bool {",
      "      guard let engine else { return false }",
      "      let urls = names.compactMap { name -> (String, URL)? in",
      "        guard let url = resource(name) else {",
      "          #if DEBUG",
      "            print(\"\(name): \\(name).ahap is not in the app bundle (add the \(name) folder)\")",
      "          #endif",
      "          return nil",
      "        }",
      "        return (name, url)",
      "      }",
      "      do {",
      "        if #available(iOS 16.0, *) {",
      "          let layers = try urls.map { try player($0.0, url: $0.1, engine: engine) }",
      "          let now = engine.currentTime",
      "          for layer in layers { try layer.start(atTime: now) }",
      "        } else {",
      "          // iOS 13-15 cannot load an AHAP file into a player: the layers start in turn.",
      "          for (_, url) in urls { try engine.playPattern(from: url) }",
      "        }",
      "        return true",
      "      } catch {",
      "        // Core Haptics error -4805 (not running) or a player gone bad: make them again.",
      "        for name in names { players[name] = nil }",
      "        return false",
      "      }",
      "    }",
      "",
      "    @available(iOS 16.0, *)",
      "    private static func player(",
      "      _ name: String, url: URL, engine: CHHapticEngine",
      "    ) throws -> any CHHapticPatternPlayer {",
      "      if let player = players[name] { return player }",
      "      let player = try engine.makePlayer(with: CHHapticPattern(contentsOf: url))",
      "      players[name] = player",
      "      return player",
      "    }",
      "",
      "    /// The resource at the top of the bundle (the folder added as a group) or in `\(name)/`",
      "    /// (added as a folder reference).",
      "    private static func resource(_ name: String) -> URL? {",
      "      Bundle.main.url(forResource: name, withExtension: \"ahap\")",
      "        ?? Bundle.main.url(forResource: name, withExtension: \"ahap\", subdirectory: \"\(name)\")",
      "    }",
      "",
      "    private static func stopped(_ run: Int) {",
      "      guard run == generation else { return }",
      "      isRunning = false",
      "    }",
      "",
      "    private static func reset() {",
      "      players.removeAll()",
      "      isRunning = false",
      "      isStarting = false",
      "      start(retrying: true)",
      "    }",
      "",
      "    // Core Haptics calls its handlers on a queue of its own: they hop to the main actor.",
      "    nonisolated private static func stoppedHandler(_ run: Int) -> CHHapticEngine.StoppedHandler {",
      "      { @Sendable _ in Task { @MainActor in Engine.stopped(run) } }",
      "    }",
      "",
      "    nonisolated private static func startedHandler(",
      "      _ run: Int, retrying: Bool",
      "    ) -> CHHapticEngine.CompletionHandler {",
      "      { @Sendable error in",
      "        let succeeded = error == nil",
      "        Task { @MainActor in Engine.started(run, succeeded: succeeded, retrying: retrying) }",
      "      }",
      "    }",
      "",
      "    nonisolated private static func resetHandler() -> CHHapticEngine.ResetHandler {",
      "      { @Sendable in Task { @MainActor in Engine.reset() } }",
      "    }",
      "  }",
    ]
  }

  private var sensoryEntries: [(VocabularyEntry, IntentToken)] {
    entries.compactMap { entry in
      if case .generator(_, let token) = action(entry, reduced: false) { return (entry, token) }
      return nil
    }
  }

  private var sensoryExtension: [String] {
    let intents = sensoryEntries
    guard !intents.isEmpty else { return [] }
    var lines = [
      "",
      "#if canImport(SwiftUI)",
      "  @available(iOS 17.0, *)",
      "  extension \(name) {",
      "    /// The intent patterns as SwiftUI feedback, for `.hapticsFeedback(_:trigger:)`.",
      "    ///",
      "    /// Give them to `.hapticsFeedback(_:trigger:)`, which plays them only while `isEnabled`",
      "    /// is true; SwiftUI's own `.sensoryFeedback(_:trigger:)` would play them regardless.",
      "    /// `reducedFeedback` does not apply: where it matters, call the functions instead.",
      "    public enum Sensory {",
    ]
    for (position, (entry, token)) in intents.enumerated() {
      if position > 0 { lines.append("") }
      lines += CommentText.lines(entry.summary, prefix: "      ///")
      lines.append(
        "      public static var \(entry.declaration): SensoryFeedback { \(IOSFeedback.swiftUI(token)) }"
      )
    }
    lines += [
      "    }",
      "  }",
      "",
      "  @available(iOS 17.0, *)",
      "  extension View {",
      "    /// Plays `feedback` (one of `\(name).Sensory`) when `trigger` changes, as",
      "    /// `.sensoryFeedback(_:trigger:)` does, but only while `\(name).isEnabled` is true.",
      "    @MainActor public func hapticsFeedback<Trigger: Equatable>(",
      "      _ feedback: SensoryFeedback, trigger: Trigger",
      "    ) -> some View {",
      "      sensoryFeedback(trigger: trigger) { _, _ in \(name).isEnabled ? feedback : nil }",
      "    }",
      "  }",
      "#endif",
    ]
    return lines
  }
}
