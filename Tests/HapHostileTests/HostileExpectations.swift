import Testing

/// What every command must do with a hostile file, checked on one run.
enum HostileExpectations {
  /// The compiler-style lines `FILE:LINE:COLUMN: error[HAPnnn]: message` for `file`.
  static func errorLines(_ run: BinaryRun, file: String) -> [Substring] {
    run.output.split(separator: "\n").filter {
      $0.hasPrefix("\(file):") && $0.contains(": error[HAP")
    }
  }

  static func validate(_ run: BinaryRun, _ verdict: HostileCase.Verdict, file: String) {
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

  /// `fmt` and `fmt --check`: a block that does not parse is refused with the file named.
  static func format(_ run: BinaryRun, _ hostile: HostileCase, file: String, label: String) {
    #expect(run.exitedNormally, "\(label): \(run)")
    if !hostile.blockParses {
      #expect(run.exitCode != 0 && run.output.contains(file), "\(label): \(run)")
    }
  }

  /// `render`: a rejected file gives a non-zero exit that names it; an accepted one renders.
  static func render(
    _ run: BinaryRun, _ verdict: HostileCase.Verdict, file: String, platform: String
  ) {
    #expect(run.exitedNormally, "render \(platform): \(run)")
    switch verdict {
    case .rejected:
      #expect(run.exitCode != 0 && run.output.contains(file), "render \(platform): \(run)")
    case .accepted:
      #expect(run.exitCode == 0, "render \(platform): \(run)")
    case .either:
      break
    }
  }
}
