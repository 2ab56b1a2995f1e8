// swift-tools-version:6.0
import PackageDescription

// The module graph, one way only (ARCHITECTURE.md):
//   HapModel → HapRender (pure: no devices, threads or clocks) ← HapPlayback (evdev, player)
//   HapModel, HapRender, HapPlayback → HapTUI (the editor) → HapCLI (every command) → haptui
let package = Package(
  name: "haptui",
  products: [
    .executable(name: "haptui", targets: ["HaptuiMain"]),
    .executable(name: "haptui-bench", targets: ["HapBench"]),
    .executable(name: "playback-timing", targets: ["PlaybackTimingBench"]),
    .library(name: "HapModel", targets: ["HapModel"]),
    .library(name: "HapRender", targets: ["HapRender"]),
    .library(name: "HapPlayback", targets: ["HapPlayback"]),
    .executable(name: "haptui-fuzz", targets: ["HaptuiFuzz"]),
  ],
  targets: [
    // C libraries, each a system library target.
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    .systemLibrary(name: "CEvdev", path: "Sources/CEvdev", pkgConfig: "libevdev"),
    .systemLibrary(name: "CYAML", path: "Sources/CYAML", pkgConfig: "yaml-0.1"),
    .systemLibrary(name: "CCmark", path: "Sources/CCmark", pkgConfig: "libcmark"),

    // The layers.
    .target(name: "HapModel", dependencies: ["CYAML", "CCmark"]),
    .target(name: "HapRender", dependencies: ["HapModel"]),
    .target(name: "HapPlayback", dependencies: ["HapModel", "HapRender", "CEvdev"]),
    .target(
      name: "HapTUI", dependencies: ["HapModel", "HapRender", "HapPlayback", "CNcursesw"]),
    .target(name: "HapCLI", dependencies: ["HapModel", "HapRender", "HapPlayback", "HapTUI"]),
    .executableTarget(name: "HaptuiMain", dependencies: ["HapCLI"]),

    // Playback under a real kernel (QEMU), its timing bench; the benchmark; the fuzzer.
    .target(name: "PlaybackHarness", dependencies: ["HapPlayback", "CEvdev"]),
    .executableTarget(
      name: "PlaybackTimingBench", dependencies: ["PlaybackHarness", "HapPlayback", "HapRender"]),
    .executableTarget(
      name: "HapBench",
      dependencies: ["HapModel", "HapRender", "HapPlayback", "HapTUI", "PlaybackHarness"]),
    .target(name: "HapFuzzChecks", dependencies: ["HapModel", "HapRender"]),
    .executableTarget(name: "HaptuiFuzz", dependencies: ["HapFuzzChecks"]),

    // Tests mirror the modules.
    .testTarget(name: "HapModelTests", dependencies: ["HapModel"], exclude: ["Fixtures"]),
    .testTarget(
      name: "HapRenderTests", dependencies: ["HapRender", "HapModel"], exclude: ["Golden"]),
    .testTarget(name: "HapPlaybackTests", dependencies: ["HapPlayback", "HapRender", "HapModel"]),
    .testTarget(
      name: "HapTUITests", dependencies: ["HapTUI", "HapPlayback", "HapRender", "HapModel"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "HapCLITests",
      dependencies: ["HapCLI", "HapTUI", "HapPlayback", "HapRender", "HapModel"]),
    .testTarget(
      name: "PlaybackKernelTests",
      dependencies: ["PlaybackHarness", "HapPlayback", "HapRender", "HapModel"]),
    .testTarget(name: "HapHostileTests", dependencies: ["HapModel", "HapTUI"]),
    .testTarget(name: "HapFuzzTests", dependencies: ["HapFuzzChecks", "HapModel", "HapRender"]),
  ]
)
