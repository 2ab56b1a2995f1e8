/// One `.hap.md` file as read: its bytes, frontmatter, haptic block, pattern and diagnostics.
///
/// Reading never throws for bad content: whatever is wrong becomes a positioned diagnostic, and
/// as much as can be read is kept (a block that parses is decoded even when the frontmatter is
/// broken), so the editor and the renderer work on any parseable block. The original bytes are
/// kept so that writing back changes only what an edit touched.
public struct HapDocument: Sendable {
  /// The path the document was read from, if any.
  public internal(set) var path: String?
  /// The file's bytes exactly as read.
  public internal(set) var bytes: [UInt8]
  /// Whether the file starts with a UTF-8 byte-order mark (kept on write).
  public var hasByteOrderMark: Bool { bytes.starts(with: [0xEF, 0xBB, 0xBF]) }
  /// The parsed frontmatter, or `nil` when it is missing, unterminated or not a YAML mapping.
  public internal(set) var frontmatter: Frontmatter?
  /// Every `haptic` fenced block, in file order; a conformant file has exactly one.
  public internal(set) var blocks: [FencedBlock]
  /// The parsed JSON of the first haptic block, with positions in file lines and columns.
  public internal(set) var tree: JSONTree?
  /// Why the first haptic block is not JSON, positioned in the file.
  public internal(set) var syntaxError: JSONSyntaxError?
  /// The decoded pattern of the first haptic block, or `nil` when there is none to decode.
  public internal(set) var pattern: HapticPattern?
  /// Errors and warnings, sorted by position.
  public internal(set) var diagnostics: [Diagnostic]
  /// Whether the file could be read at all.
  public internal(set) var isReadable: Bool
  /// Whether the conformance rules have run: `false` for a document read with
  /// `checking: false`, whose diagnostics are then only the reading's (`checked()` adds the
  /// rest).
  public internal(set) var isChecked = true
  /// Whether the block has been parsed: `false` for a document read with `parsing: false`
  /// until `parsed()`.
  public internal(set) var isParsed = true

  /// Line and column bookkeeping for `bytes`.
  let lines: LineIndex
  /// Where the Markdown body starts (after the frontmatter).
  let bodyStart: Int

  /// The haptic block the model reads and writes: the first one.
  public var block: FencedBlock? { blocks.first }

  /// Whether the file is structurally conformant (no error diagnostics).
  public var isConformant: Bool { isReadable && !diagnostics.contains { $0.severity == .error } }

  /// The error diagnostics.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// The warning diagnostics.
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

  /// The name used in messages: the path, or `<memory>`.
  public var displayName: String { path ?? "<memory>" }
}
