import HapModel
import HapRender

/// Everything the fuzzer asks of one input: read it as a `.hap.md` file, then check every
/// invariant of validating, writing, formatting and rendering it, of importing it as each
/// import format, and of the language server given it as a document and as a byte stream.
///
/// The same function runs under libFuzzer (`haptui-fuzz`, which crashes on a violation so the
/// input is kept) and in `swift test` (which replays the kept inputs).
public enum FuzzChecks {
  /// The path the fuzzed document claims, used only in messages.
  public static let documentPath = "fuzz-input.hap.md"

  /// Every invariant `bytes` breaks; empty when all hold.
  public static func violations(in bytes: [UInt8]) -> [InvariantViolation] {
    let document = HapDocument(bytes: bytes, path: documentPath)
    var found = DocumentChecks.violations(of: document)
    found += SpliceChecks.violations(of: document)
    // The editor and the platform panel render any block that decodes, conformant or not.
    if let pattern = document.pattern { found += RenderChecks.violations(of: pattern) }
    found += ImportChecks.violations(in: bytes)
    found += LSPChecks.violations(in: bytes)
    return found
  }
}
