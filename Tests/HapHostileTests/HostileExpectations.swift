import HapModel
import HapTestSupport
import Testing

/// What every command must do with a hostile file, checked on one run.
///
/// `validate` is held to the case's own verdict. For `fmt` and `render` the library says what
/// is legitimate (`fmt` rewrites only a block it can lay out without changing its meaning;
/// `render` renders any block that decodes to a pattern); the binary must then agree, end by
/// itself, and name the file when it refuses.
enum HostileExpectations {
  /// The compiler-style lines `FILE:LINE:COLUMN: error[HAPnnn]: message` for `file`.
  static func errorLines(_ run: ChildRun, file: String) -> [Substring] {
    run.output.split(separator: "\n").filter {
      $0.hasPrefix("\(file):") && $0.contains(": error[HAP")
    }
  }

  static func validate(_ run: ChildRun, _ verdict: HostileCase.Verdict, file: String) {
    #expect(run.exitedNormally, "validate: \(run)")
    switch verdict {
    case .accepted:
      #expect(run.exitCode == 0, "validate: \(run)")
    case .rejected(let codes):
      #expect(run.exitCode == 1, "validate: \(run)")
      let lines = errorLines(run, file: file)
      #expect(!lines.isEmpty, "validate: no positioned error in \(run)")
      if !codes.isEmpty {
        #expect(
          lines.contains { line in codes.contains { line.contains("error[\($0)]") } },
          "validate: expected one of \(codes.sorted()) in \(run)")
      }
    case .either:
      #expect(
        run.exitCode == 0 || !errorLines(run, file: file).isEmpty, "validate: \(run)")
    }
  }

  /// `fmt` and `fmt --check`: a file the formatter must refuse is refused, naming it.
  static func format(_ run: ChildRun, _ document: HapDocument, file: String, label: String) {
    #expect(run.exitedNormally, "\(label): \(run)")
    if document.formatRefusal != nil {
      #expect(run.exitCode == 1 && run.output.contains(file), "\(label): \(run)")
    }
  }

  /// `render` (as documented): exit 1 naming the file when no pattern decodes; otherwise it
  /// renders (exit 0) and prints any conformance problem as a positioned warning.
  static func render(_ run: ChildRun, _ document: HapDocument, file: String, platform: String) {
    #expect(run.exitedNormally, "render \(platform): \(run)")
    if document.pattern == nil {
      #expect(run.exitCode == 1 && run.output.contains(file), "render \(platform): \(run)")
    } else {
      #expect(run.exitCode == 0, "render \(platform): \(run)")
      if !document.errors.isEmpty {
        #expect(run.output.contains("\(file):"), "render \(platform) names the problems: \(run)")
      }
    }
  }
}
