import HapImport
import HapModel

/// Invariants of importing any bytes as each import format (AHAP, `.haptic`, Android XML, a
/// sound): a failure is positioned inside the input with an `IMPnnn` (`AUDnnn` for sounds)
/// code; a success writes a
/// conformant file, events in time order, values in range, and a report with reasons.
public enum ImportChecks {
  /// The names the input is imported under, one per format.
  public static let names = [
    "fuzz-input.ahap", "fuzz-input.haptic", "fuzz-input.xml", "fuzz-input.wav",
  ]

  public static func violations(in bytes: [UInt8]) -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    let lines = LineIndex(bytes).lineCount
    for name in names {
      switch Importer.importBytes(bytes, name: name) {
      case .failure(let failure):
        let prefixed = failure.code.hasPrefix("IMP") || failure.code.hasPrefix("AUD")
        if !(prefixed && failure.code.count == 6) {
          found.append(InvariantViolation("import-code", "\(name): code \(failure.code)"))
        }
        if failure.line < 1 || failure.line > lines + 1 || failure.column < 1 {
          found.append(
            InvariantViolation(
              "import-position",
              "\(name): \(failure.line):\(failure.column) outside a \(lines)-line input"))
        }
        if failure.message.isEmpty {
          found.append(InvariantViolation("import-message", "\(name): empty message"))
        }
      case .success(let imported):
        found += violations(of: imported, name: name)
      }
    }
    return found
  }

  private static func violations(of imported: ImportedPattern, name: String)
    -> [InvariantViolation]
  {
    var found: [InvariantViolation] = []
    let events = imported.pattern.events
    if events.count > Importer.eventLimit {
      found.append(InvariantViolation("import-limit", "\(name): \(events.count) events"))
    }
    for (previous, next) in zip(events, events.dropFirst()) where next.at < previous.at {
      found.append(InvariantViolation("import-order", "\(name): \(next.at) after \(previous.at)"))
    }
    for event in events {
      let values = [event.intensity, event.sharpness].compactMap { $0 }
      if values.contains(where: { !(0...1).contains($0) }) || event.at < 0
        || (event.type == .continuous && (event.duration ?? 0) <= 0)
      {
        found.append(InvariantViolation("import-range", "\(name): \(event)"))
      }
    }
    for entry in imported.report.entries where entry.construct.isEmpty || entry.reason.isEmpty {
      found.append(InvariantViolation("import-report", "\(name): an entry without words"))
    }
    do {
      let bytes = try ImportWriter.bytes(for: imported)
      let document = HapDocument(bytes: bytes)
      if !document.isConformant {
        found.append(
          InvariantViolation("import-conformant", "\(name): \(document.errors.first!.message)"))
      }
      if document.formatted() != bytes {
        found.append(InvariantViolation("import-canonical", "\(name): not in canonical layout"))
      }
    } catch {
      found.append(InvariantViolation("import-write", "\(name): \(error.message)"))
    }
    return found
  }
}
