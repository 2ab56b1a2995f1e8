// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "haptui",
  products: [
    .executable(name: "haptui", targets: ["HaptuiMain"]),
    .executable(name: "haptui-bench", targets: ["HapBench"]),
    .executable(name: "playback-timing", targets: ["PlaybackTimingBench"]),
    .library(name: "HapModel", targets: ["HapModel"]),
    .library(name: "HapRender", targets: ["HapRender"]),
    .executable(name: "haptui-fuzz", targets: ["HaptuiFuzz"]),
  ],
  targets: [
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    .systemLibrary(name: "CEvdev", path: "Sources/CEvdev", pkgConfig: "libevdev"),
    .systemLibrary(name: "CYAML", path: "Sources/CYAML", pkgConfig: "yaml-0.1"),
    .systemLibrary(name: "CCmark", path: "Sources/CCmark", pkgConfig: "libcmark"),
    .target(name: "HapModel", dependencies: ["CYAML", "CCmark"]),
    .target(name: "HapRender", dependencies: ["HapModel", "CEvdev"]),
    .target(name: "HapTUI", dependencies: ["HapModel", "HapRender", "CNcursesw"]),
    .executableTarget(name: "HaptuiMain", dependencies: ["HapTUI"]),
    .testTarget(name: "HapModelTests", dependencies: ["HapModel"], exclude: ["Fixtures"]),
    // Playback engineer: boots a real kernel under QEMU to test and time `haptui play`.
    .target(name: "PlaybackHarness", dependencies: ["HapRender", "CEvdev"]),
    .executableTarget(name: "PlaybackTimingBench", dependencies: ["PlaybackHarness", "HapRender"]),
    .testTarget(
      name: "HapRenderTests", dependencies: ["HapRender", "HapModel"],
      exclude: ["Golden", "Interpreters/Resources"]),
    .testTarget(
      name: "HapTUITests", dependencies: ["HapTUI", "HapRender", "HapModel"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "PlaybackKernelTests", dependencies: ["PlaybackHarness", "HapRender", "HapModel"]),
    // Patterns engineer: `make bench` (issue 6) and hostile inputs against the real binary.
    .executableTarget(
      name: "HapBench", dependencies: ["HapModel", "HapRender", "HapTUI", "PlaybackHarness"]),
    .testTarget(name: "HapHostileTests", dependencies: ["HapModel", "HapTUI"]),
    // Fuzz engineer: the invariants `make fuzz` checks, its libFuzzer entry, and their replay.
    .target(name: "HapFuzzChecks", dependencies: ["HapModel", "HapRender"]),
    .executableTarget(name: "HaptuiFuzz", dependencies: ["HapFuzzChecks"]),
    .testTarget(name: "HapFuzzTests", dependencies: ["HapFuzzChecks", "HapModel", "HapRender"]),
  ]
)
