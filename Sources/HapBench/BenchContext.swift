import Foundation
import Glibc

/// What every benchmark needs: where things are, a scratch folder, and the options.
struct BenchContext {
  /// The package root (holding `scripts/` and `schema/`).
  var root: String
  /// The release `haptui` to measure.
  var haptui: String
  /// A scratch folder for generated inputs, removed at the end.
  var scratch: String
  var options: BenchOptions

  /// The machine's online core count, reported with every figure.
  static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

  /// The one-minute load average, printed with the figures (other work on the machine).
  static var loadAverage: String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "unknown" }
    return String(format: "%.2f", loads[0])
  }

  static func make(options: BenchOptions) -> BenchContext {
    let root =
      options.root
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let haptui = options.haptui ?? siblingExecutable("haptui")
    let scratch = options.keep ?? NSTemporaryDirectory() + "haptui-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    return BenchContext(root: root, haptui: haptui, scratch: scratch, options: options)
  }

  /// A program built next to this one (`.build/release/<name>`).
  static func siblingExecutable(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return name }
    let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name).path
  }

  func removeScratch() {
    guard options.keep == nil else { return }
    try? FileManager.default.removeItem(atPath: scratch)
  }

  /// Writes `text` to `name` under the scratch folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) -> String {
    let path = scratch + "/" + name
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }
}
