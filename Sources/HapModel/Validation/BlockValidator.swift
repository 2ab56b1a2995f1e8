internal import HapSystem

/// Checks one `haptic` block against the 0.1 grammar: the structural rules a block can break on
/// its own (HAP002–HAP006) and the usage warnings (HAPW02, HAPW04–HAPW07, HAPW09–HAPW12).
///
/// Rules that need the frontmatter (the `id` mirror, HAPW01) live in `DocumentValidator`.
/// Every violation is reported, not only the first; a value of the wrong type is reported once
/// (HAP002) and then left out of the rules that need its value.
public enum BlockValidator {
  /// The diagnostics for a parsed block, positioned as the tree's nodes are.
  public static func diagnostics(for tree: JSONTree) -> [Diagnostic] {
    diagnostics(for: BlockContext(tree: tree))
  }

  /// Tracks of at least this many events have their schema checked beside the other rules
  /// when a second thread is offered (D466); a shorter one checks in a few milliseconds.
  static let besideSize = 20_000

  /// The same for a block already prepared for the rules (a document's checks share one).
  /// With `threads` of 2 or more, a long track's schema is checked on a helper thread beside
  /// the other rules; the diagnostics are the same.
  static func diagnostics(for context: BlockContext, threads: Int = 1) -> [Diagnostic] {
    let threaded = threads > 1 && context.root != nil && context.events.count >= besideSize
    let (others, schema) = ParallelWork.beside(
      {
        var found: [Diagnostic] = []
        SchemaRule.check(context, into: &found)
        return found
      }, while: { context.root == nil ? [] : usageDiagnostics(for: context) },
      threaded: threaded)
    return (schema + others).sortedByPosition()
  }

  /// What the rules after the schema find in a block whose value is an object.
  private static func usageDiagnostics(for context: BlockContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    IdentifierRule.check(context, into: &found)
    TokenRule.check(context, into: &found)
    OrderRule.check(context, into: &found)
    DurationRule.check(context, into: &found)
    VersionRule.check(context, into: &found)
    SpacingRule.check(context, into: &found)
    PulseRule.check(context, into: &found)
    LengthRule.check(context, into: &found)
    WebFallbackRule.check(context, into: &found)
    TypoRule.check(context, into: &found)
    TransientFieldsRule.check(context, into: &found)
    return found
  }

  /// Parses `text` as a block and checks it; invalid JSON gives one HAP007 diagnostic.
  /// Positions are relative to the text (line 1 is the text's first line).
  public static func diagnostics(forBlockText text: String) -> [Diagnostic] {
    do {
      return diagnostics(for: try JSONParser.parse(text))
    } catch {
      return [
        Diagnostic(
          code: "HAP007", severity: .error, line: error.position.line,
          column: error.position.column,
          message: "the haptic block is not valid JSON: \(error.message)")
      ]
    }
  }

  /// Whether the block text breaks no structural rule (warnings allowed).
  public static func isConformant(blockText text: String) -> Bool {
    !diagnostics(forBlockText: text).contains { $0.severity == .error }
  }
}
