import Foundation

/// Compiles generated Swift with the toolchain's `swiftc` against the Apple stand-ins, links a
/// harness and runs it.
enum SwiftToolchain {
  /// The `swiftc` next to the one building the tests, else the one on the path.
  static let swiftc: String? = {
    for candidate in ["/opt/swift/usr/bin/swiftc"]
    where FileManager.default.isExecutableFile(atPath: candidate) {
      return candidate
    }
    guard let found = KotlinToolchain.run("command -v swiftc"), found.status == 0 else {
      return nil
    }
    let path = found.text.trimmingCharacters(in: .whitespacesAndNewlines)
    return path.isEmpty ? nil : path
  }()

  static var isAvailable: Bool { swiftc != nil }

  /// The harness folder removed when the test process ends (the suite shares one build).
  nonisolated(unsafe) private static var leftover: String?

  static func removeAtExit(_ folder: String) {
    leftover = folder
    atexit {
      guard let folder = SwiftToolchain.leftover else { return }
      try? FileManager.default.removeItem(atPath: folder)
    }
  }

  /// A built harness: its folder (remove it when done) and executable.
  struct Harness {
    var folder: String
    var executable: String

    /// Runs the harness with extra environment settings; its output and exit status.
    func run(_ environment: String = "") -> (text: String, status: Int32) {
      KotlinToolchain.run("cd '\(folder)/bin' && \(environment) ./harness 2>&1")
        ?? ("could not run", -1)
    }
  }

  /// Builds the stand-in modules, `vocabulary` (files by path, as the generator returns them)
  /// as module `App`, and `harness` (the main file) with `extra` files; AHAP resources are put
  /// in `bin/Haptics/` beside the executable, where `Bundle.main` finds them.
  static func build(
    vocabulary: [(path: String, text: String)], harness: String, extra: [(String, String)]
  )
    throws -> Harness
  {
    guard let swiftc else { throw KotlinToolchain.Failure(description: "no swiftc") }
    let folder =
      NSTemporaryDirectory() + "haptui-swift-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let manager = FileManager.default
    for sub in ["modules", "app", "bin", "harness"] {
      try manager.createDirectory(atPath: "\(folder)/\(sub)", withIntermediateDirectories: true)
    }
    func write(_ text: String, _ path: String) throws {
      try manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let modules = [
      ("StandInLog", AppleStandIns.log), ("UIKit", AppleStandIns.uiKit),
      ("CoreHaptics", AppleStandIns.coreHaptics), ("SwiftUI", AppleStandIns.swiftUI),
    ]
    var steps: [String] = []
    for (name, text) in modules {
      try write(text, "\(folder)/modules/\(name).swift")
      steps.append(library(swiftc, name, sources: "'\(folder)/modules/\(name).swift'", folder))
    }
    var sources: [String] = []
    for file in vocabulary {
      if file.path.hasSuffix(".swift") {
        try write(file.text, "\(folder)/app/\(file.path)")
        sources.append("'\(folder)/app/\(file.path)'")
      } else if file.path.hasSuffix(".ahap") {
        try write(file.text, "\(folder)/bin/\(file.path)")
      }
    }
    steps.append(library(swiftc, "App", sources: sources.joined(separator: " "), folder))
    try write(harness, "\(folder)/harness/main.swift")
    var harnessSources = ["'\(folder)/harness/main.swift'"]
    for (name, text) in extra {
      try write(text, "\(folder)/harness/\(name)")
      harnessSources.append("'\(folder)/harness/\(name)'")
    }
    steps.append(
      "'\(swiftc)' -swift-version 5 -I '\(folder)/modules' -L '\(folder)/modules' "
        + harnessSources.joined(separator: " ")
        + " -lApp -lSwiftUI -lCoreHaptics -lUIKit -lStandInLog -o '\(folder)/bin/harness'")
    for step in steps {
      guard let result = KotlinToolchain.run(step + " 2>&1"), result.status == 0 else {
        let text = KotlinToolchain.run(step + " 2>&1")?.text ?? ""
        try? manager.removeItem(atPath: folder)
        throw KotlinToolchain.Failure(description: "\(step) failed:\n\(text)")
      }
    }
    return Harness(folder: folder, executable: "\(folder)/bin/harness")
  }

  /// One module as a static library, in Swift 6 language mode (what an app compiles with).
  private static func library(_ swiftc: String, _ name: String, sources: String, _ folder: String)
    -> String
  {
    "'\(swiftc)' -parse-as-library -swift-version 6 -module-name \(name) -I '\(folder)/modules' "
      + "-emit-module -emit-module-path '\(folder)/modules/\(name).swiftmodule' "
      + "-emit-library -static -o '\(folder)/modules/lib\(name).a' \(sources)"
  }
}
