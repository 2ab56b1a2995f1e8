extension HapDocument {
  /// The largest file `read(path:)` reads (64 MiB); a larger one gives HAP000.
  public static var fileSizeLimit: Int { DocumentFile.sizeLimit }

  /// The most lines a document may have (4,000,000); more gives HAP000.
  ///
  /// A 100,000-event pattern has 100,000 to 800,000 lines; the limit keeps the bookkeeping
  /// per line (about 24 bytes) under 100 MB for a file of blank lines (D024).
  public static let lineLimit = 4_000_000

  /// Reads the file at `path`; an unreadable file (missing, a folder, a fifo, a device, over
  /// `fileSizeLimit` bytes) gives a document with one HAP000 diagnostic.
  ///
  /// With `checking: false` only the reading's diagnostics are found (the file, the
  /// frontmatter, the fence and the JSON); `checked()` runs the conformance rules later.
  /// `listedRegular`: a folder listing just reported `path` as a regular file, so the read
  /// skips its `stat` before opening (`Files.read`, D390); the result is the same.
  /// `threads`: how many threads the read may use (with two, a long block is parsed in two
  /// halves, `JSONTail`, and its schema checked beside the other rules); the result is the same.
  public static func read(
    path: String, checking: Bool = true, parsing: Bool = true, listedRegular: Bool = false,
    threads: Int = 1
  ) -> HapDocument {
    switch DocumentFile.read(path, listedRegular: listedRegular) {
    case .success(let bytes):
      return HapDocument(
        bytes: bytes, path: path, checking: checking, parsing: parsing, threads: threads)
    case .failure(let error):
      return HapDocument(unreadable: path, message: "cannot read the file: \(error.message)")
    }
  }

  private init(unreadable path: String?, message: String, line: Int = 1) {
    self.path = path
    bytes = []
    frontmatter = nil
    blocks = []
    tree = nil
    syntaxError = nil
    pattern = nil
    isReadable = false
    lines = LineIndex([])
    bodyStart = 0
    diagnostics = [
      Diagnostic(code: "HAP000", severity: .error, line: line, column: 1, message: message)
    ]
  }

  /// A document for bytes over the size or line limit (`lineCount` as `LineIndex.lineCount`
  /// gives it, up to the limit): nothing of it is read or kept.
  private init?(tooLarge bytes: [UInt8], lineCount: Int, path: String?) {
    if bytes.count > Self.fileSizeLimit {
      self.init(
        unreadable: path,
        message:
          "the file is \(bytes.count.grouped) bytes, more than haptui reads "
          + "(\(Self.fileSizeLimit.grouped) bytes, \(Self.fileSizeLimit >> 20) MiB)")
    } else if lineCount > Self.lineLimit {
      self.init(
        unreadable: path,
        message:
          "the file has more than \(Self.lineLimit.grouped) lines, the most haptui reads; a "
          + "pattern file has far fewer (a 100,000-event pattern at most about 800,000)",
        line: Self.lineLimit + 1)
    } else {
      return nil
    }
  }

  /// Reads a document from bytes (`path` is only used in messages and as the default save
  /// path); `checking: false` leaves the conformance rules to `checked()`. `decoding: false`
  /// leaves `pattern` nil, for a caller that holds the pattern the bytes were written from.
  /// `earlier`, a reading of the same file before an edit, lets the block be read from its
  /// tree, parsing only the track's changed lines (`JSONSplice`, D430); the document is the
  /// same as without it.
  ///
  /// `parsing: false` stops after finding the block: no tree, no pattern and no checks until
  /// `parsed()`, for a caller that reads the pattern another way meanwhile (D447). `threads`
  /// as in `read(path:)`.
  public init(
    bytes: [UInt8], path: String? = nil, checking: Bool = true, decoding: Bool = true,
    parsing: Bool = true, earlier: EarlierReading? = nil, threads: Int = 1
  ) {
    let lineCount =
      bytes.count > Self.fileSizeLimit
      ? 0 : LineIndex.lineCount(of: bytes, stoppingAfter: Self.lineLimit)
    if let refused = HapDocument(tooLarge: bytes, lineCount: lineCount, path: path) {
      self = refused
      return
    }
    self.path = path
    self.bytes = bytes
    lines = LineIndex(bytes, reserving: lineCount)
    isReadable = true
    frontmatter = nil
    blocks = []
    tree = nil
    syntaxError = nil
    pattern = nil
    diagnostics = []
    if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
      let position = lines.position(of: bad)
      let hex = String(bytes[bad], radix: 16, uppercase: true)
      diagnostics = [
        Diagnostic(
          code: "HAP000", severity: .error, line: position.line, column: position.column,
          message:
            "the file is not UTF-8 (byte 0x\(hex) at offset \(bad)); save it as UTF-8")
      ]
      isReadable = false
      bodyStart = bytes.count
      return
    }
    var found: [Diagnostic] = []
    switch FrontmatterSplit.locate(in: lines) {
    case .missing:
      bodyStart = lines.lineStarts[0]
      found.append(
        Diagnostic(
          code: "HAP008", severity: .error, line: 1, column: 1,
          message:
            "the file has no YAML frontmatter; start it with a `---` line, the keys (at least "
            + "`id: <slug>`), and a closing `---` line"))
    case .unterminated(let openingLine):
      // Read the whole file as Markdown so the block is still found.
      bodyStart = lines.lineStarts[0]
      found.append(
        Diagnostic(
          code: "HAP008", severity: .error, line: openingLine, column: 1,
          message: "the frontmatter opened here is never closed; add a `---` line after its keys"))
    case .found(let yamlRange, let openingLine, let closingLine, let start):
      bodyStart = start
      let result = FrontmatterReader(lines: lines, yamlRange: yamlRange).read()
      found += result.diagnostics
      if !result.failed {
        frontmatter = Frontmatter(
          entries: result.entries, openingLine: openingLine, closingLine: closingLine)
      }
    }
    guard let located = BlockLocator.blocks(in: lines, bodyStart: bodyStart) else {
      let position = lines.position(of: bodyStart)
      found.append(
        Diagnostic(
          code: "HAP000", severity: .error, line: position.line, column: 1,
          message:
            "the Markdown after the frontmatter is too large or too intricate to read: cmark "
            + "would need more than \(BlockLocator.memoryBudget >> 20) MiB for it (haptui's "
            + "limit); a pattern's prose is short"))
      isReadable = false
      diagnostics = found.sortedByPosition()
      return
    }
    blocks = located
    found += blockCountDiagnostics()
    if let block = blocks.first, !block.isClosed {
      found.append(
        Diagnostic(
          code: "HAPW13", severity: .warning, line: block.fencePosition.line,
          column: block.fencePosition.column,
          message:
            "the haptic block opened here is never closed, so it runs to the end of the file; "
            + "close the fence with ``` after the JSON"))
    }
    guard parsing else {
      isParsed = false
      isChecked = false
      diagnostics = found.sortedByPosition()
      return
    }
    if let block = blocks.first, let spliced = Self.splicedTree(after: earlier, bytes, block) {
      tree = spliced
    } else if let block = blocks.first {
      parseBlock(block, into: &found, threads: threads)
    }
    if checking {
      found += DocumentValidator.diagnostics(for: self, threads: threads)
    } else {
      isChecked = false
    }
    // The track's events are made after the checks, whose working tables are freed by then:
    // a long track's two never add up (D370).
    pattern = decoding ? tree.flatMap { PatternDecoder.decode($0, threads: threads) } : nil
    diagnostics = found.sortedByPosition()
  }

  /// Parses `block` into `tree`, or sets `syntaxError` and adds its HAP007 to `found`.
  private mutating func parseBlock(
    _ block: FencedBlock, into found: inout [Diagnostic], threads: Int = 1
  ) {
    do {
      var parsed = try JSONParser.parse(block.content, threads: threads)
      if let shift = block.plainShift {
        parsed.nodes.shiftPositions(lines: shift.lines, offset: shift.offset)
      } else {
        parsed.nodes.mapPositions(block.filePosition(of:))
      }
      tree = parsed
    } catch {
      let position = block.filePosition(of: error.position)
      syntaxError = JSONSyntaxError(
        message: error.message, position: position, exceedsLimit: error.exceedsLimit)
      found.append(
        Diagnostic(
          code: "HAP007", severity: .error, line: position.line, column: position.column,
          message: error.exceedsLimit
            ? "the haptic block is too large to read: it holds \(error.message)"
            : "the haptic block is not valid JSON: \(error.message)"))
    }
  }

  /// The document read with `parsing: false` now parsed: the same document as one read with
  /// `checking: false` and `decoding` (itself when already parsed).
  public func parsed(decoding: Bool = true) -> HapDocument {
    guard !isParsed else { return self }
    var copy = self
    copy.isParsed = true
    var found = diagnostics
    if let block = blocks.first { copy.parseBlock(block, into: &found) }
    copy.pattern = decoding ? copy.tree.flatMap { PatternDecoder.decode($0) } : nil
    copy.diagnostics = found.sortedByPosition()
    return copy
  }

  /// The document with the conformance rules' diagnostics among its own: the same document
  /// as one read with `checking: true` (the sort is stable and the reading's findings come
  /// first in both).
  public func checked() -> HapDocument {
    guard !isChecked else { return self }
    var copy = parsed()
    copy.diagnostics = (copy.diagnostics + DocumentValidator.diagnostics(for: copy))
      .sortedByPosition()
    copy.isChecked = true
    return copy
  }

  /// The tree of `block` in `bytes`, made from `earlier`'s tree when both blocks are their
  /// files' bytes from the same place on (D430), else `nil`.
  private static func splicedTree(
    after earlier: EarlierReading?, _ bytes: [UInt8], _ block: FencedBlock
  ) -> JSONTree? {
    guard let earlier, let shift = block.plainShift, shift == earlier.shift else { return nil }
    return JSONSplice.tree(
      earlier.tree, old: earlier.bytes, content: earlier.content, new: bytes,
      newContent: block.content.startIndex..<block.content.endIndex)
  }

  private func blockCountDiagnostics() -> [Diagnostic] {
    guard let first = blocks.first else {
      let position = lines.position(of: bodyStart)
      return [
        Diagnostic(
          code: "HAP001", severity: .error, line: position.line, column: 1,
          message:
            "no haptic block; add a fenced code block tagged `haptic` (```haptic … ```) holding "
            + "the pattern's JSON object")
      ]
    }
    return blocks.dropFirst().map { extra in
      Diagnostic(
        code: "HAP001", severity: .error, line: extra.fencePosition.line,
        column: extra.fencePosition.column,
        message:
          "a second haptic block (the first opens at line \(first.fencePosition.line)); a file "
          + "holds exactly one, so merge them or change this fence's info string (e.g. `json`)")
    }
  }
}

extension Array where Element == Diagnostic {
  /// Sorted by line, then column, errors before warnings, then code; stable otherwise.
  public func sortedByPosition() -> [Diagnostic] {
    enumerated().sorted { left, right in
      let a = left.element
      let b = right.element
      if a.line != b.line { return a.line < b.line }
      if a.column != b.column { return a.column < b.column }
      if a.severity != b.severity { return a.severity < b.severity }
      if a.code != b.code { return a.code < b.code }
      return left.offset < right.offset
    }.map(\.element)
  }
}
