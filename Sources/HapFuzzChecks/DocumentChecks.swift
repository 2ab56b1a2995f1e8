import HapModel
import HapRender

/// Invariants of writing a document back: an unedited document is byte-identical, formatting
/// is idempotent and keeps the content, and an edit reads back as the edited pattern.
public enum DocumentChecks {
  /// Every violation of the reading, validation and writing invariants for `document`.
  public static func violations(of document: HapDocument) -> [InvariantViolation] {
    let lines = LineIndex(document.bytes)
    // The checker every front end asks: reading's diagnostics plus the render warnings.
    let findings = Checker.findings(for: document)
    var found = DiagnosticChecks.violations(of: findings.map(\.diagnostic), lines: lines)
    found += DiagnosticChecks.eventViolations(of: findings, in: document)
    found += DiagnosticChecks.verdictViolations(of: document)
    found += roundTripViolations(of: document)
    found += formattingViolations(of: document)
    found += editViolations(of: document)
    found += directReadingViolations(of: document)
    return found
  }

  /// A block read straight into its pattern (D447), where the reader takes it and the block
  /// parses, gives the decoder's pattern; a document read without parsing is, once parsed and
  /// checked, the document read whole.
  public static func directReadingViolations(of document: HapDocument) -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    if let block = document.block, document.tree != nil,
      let direct = DirectPatternReader.pattern(in: block.content), direct != document.pattern
    {
      found.append(
        InvariantViolation(
          "direct-pattern",
          "the block read without a tree gives \(direct.events.count) events, the tree's "
            + "pattern \(document.pattern?.events.count ?? -1)"))
    }
    let unparsed = HapDocument(
      bytes: document.bytes, path: document.path, checking: false, parsing: false)
    let checked = unparsed.checked()
    if checked.diagnostics != document.diagnostics || checked.pattern != document.pattern {
      found.append(
        InvariantViolation(
          "parsed-later",
          "a document parsed after its reading has \(checked.diagnostics.count) diagnostics, "
            + "read whole \(document.diagnostics.count)"))
    }
    return found
  }

  /// Reading then writing an unedited document gives its bytes back.
  public static func roundTripViolations(of document: HapDocument) -> [InvariantViolation] {
    guard let pattern = document.pattern else { return [] }
    let written = document.serialized(with: pattern)
    guard written != document.bytes else { return [] }
    return [
      InvariantViolation(
        "round-trip",
        "unedited document written back differs (\(document.bytes.count) -> \(written.count) "
          + "bytes)")
    ]
  }

  /// `formatted()` answers exactly when `formatRefusal` is `nil`, is idempotent, keeps the
  /// pattern and the diagnostics, and changes only the block's content lines.
  public static func formattingViolations(of document: HapDocument) -> [InvariantViolation] {
    let once = document.formatted()
    guard (once == nil) == (document.formatRefusal != nil) else {
      return [
        InvariantViolation(
          "format-refusal",
          "formatted() is \(once == nil ? "nil" : "text") but formatRefusal is "
            + (document.formatRefusal ?? "nil"))
      ]
    }
    guard let once, let block = document.block else { return [] }
    var found: [InvariantViolation] = []
    let reformatted = HapDocument(bytes: once, path: document.path)
    if reformatted.formatted() != once {
      found.append(
        InvariantViolation(
          "format-idempotent",
          "formatting the formatted file changes it again (refusal: "
            + "\(reformatted.formatRefusal ?? "none"))"))
    }
    let before = document.pattern.map(PatternEncoder.canonicalText)
    let after = reformatted.pattern.map(PatternEncoder.canonicalText)
    if before != after {
      found.append(
        InvariantViolation(
          "format-content",
          "the formatted file reads as another pattern:\n\(before ?? "nil")\n->\n\(after ?? "nil")"
        ))
    }
    let codesBefore = document.diagnostics.map(\.code).sorted()
    let codesAfter = reformatted.diagnostics.map(\.code).sorted()
    if codesBefore != codesAfter {
      found.append(
        InvariantViolation(
          "format-diagnostics", "diagnostics change from \(codesBefore) to \(codesAfter)"))
    }
    let head = block.contentRange.lowerBound
    let tailLength = document.bytes.count - block.contentRange.upperBound
    if Array(once.prefix(head)) != Array(document.bytes.prefix(head))
      || Array(once.suffix(tailLength)) != Array(document.bytes.suffix(tailLength))
    {
      found.append(
        InvariantViolation("format-locality", "formatting changed bytes outside the block"))
    }
    return found
  }

  /// An edited pattern, written into the document, reads back as that pattern, in a block at
  /// the same place, with the `id` mirror of the frontmatter following the edit.
  public static func editViolations(of document: HapDocument) -> [InvariantViolation] {
    guard document.isReadable else { return [] }
    let edited = editedPattern(from: document.pattern)
    let output = document.serialized(with: edited)
    let reread = HapDocument(bytes: output, path: document.path)
    var found: [InvariantViolation] = []
    let expected = PatternEncoder.canonicalText(of: edited)
    let actual = reread.pattern.map(PatternEncoder.canonicalText)
    if actual != expected {
      found.append(
        InvariantViolation(
          "edit-reads-back",
          "the saved edit reads back as\n\(actual ?? "no pattern")\ninstead of\n\(expected)"))
    }
    let blockCount = max(1, document.blocks.count)
    if reread.blocks.count != blockCount {
      found.append(
        InvariantViolation(
          "edit-blocks", "\(document.blocks.count) blocks became \(reread.blocks.count)"))
    }
    if let entry = document.frontmatter?.entry("id"),
      entry.isSingleLineScalar || (entry.value == .null && entry.valueRange.isEmpty),
      reread.frontmatter?.id != edited.id
    {
      found.append(
        InvariantViolation(
          "edit-mirror",
          "frontmatter id reads \(reread.frontmatter?.id ?? "nil") after the block's id became "
            + edited.id))
    }
    return found
  }

  /// The pattern with a new id and one more event (a fresh pattern when there is none).
  public static func editedPattern(from pattern: HapticPattern?) -> HapticPattern {
    guard var edited = pattern else {
      return HapticPattern(
        id: "fuzz-edit", intent: "success",
        track: [TrackEvent(id: EventID(0), at: 0, type: .transient, intensity: 0.5)])
    }
    edited.id = edited.id == "fuzz-edit" ? "fuzz-edit-2" : "fuzz-edit"
    let events = edited.events
    edited.track =
      events + [
        TrackEvent(
          id: EventID(events.count), at: events.last?.at ?? 0, type: .transient, intensity: 0.25,
          sharpness: 0.75)
      ]
    return edited
  }
}
