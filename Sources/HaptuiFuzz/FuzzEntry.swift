import Glibc
import HapFuzzChecks

/// The libFuzzer entry point: checks one input and crashes when an invariant breaks.
///
/// A crash (Swift runtime trap, AddressSanitizer report or the `fatalError` below) is how
/// libFuzzer learns that an input is interesting enough to keep as a crash artefact.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let violations = FuzzChecks.violations(in: bytes)
  if !violations.isEmpty {
    fatalError("invariants broken:\n" + violations.map(\.description).joined(separator: "\n"))
  }
  return 0
}

#if !HAPTUI_FUZZ
  /// Without libFuzzer (`swift build`): replays the files named on the command line.
  @main enum FuzzReplay {
    static func main() {
      let paths = CommandLine.arguments.dropFirst()
      if paths.isEmpty {
        let usage = "usage: haptui-fuzz FILE...  (replays inputs; `make fuzz` builds the fuzzer)\n"
        _ = usage.withCString { write(2, $0, strlen($0)) }
        exit(2)
      }
      var failed = false
      for path in paths {
        let violations = FuzzChecks.violations(in: FuzzReplay.read(path))
        failed = failed || !violations.isEmpty
        print("\(path): \(violations.isEmpty ? "ok" : "\(violations.count) broken")")
        for violation in violations { print("  \(violation)") }
      }
      exit(failed ? 1 : 0)
    }

    /// The bytes of the file at `path` (empty when it cannot be read).
    static func read(_ path: String) -> [UInt8] {
      guard let file = fopen(path, "rb") else { return [] }
      defer { fclose(file) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
      }
      return bytes
    }
  }
#endif
