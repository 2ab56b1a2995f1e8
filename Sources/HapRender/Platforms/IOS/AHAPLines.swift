/// The lines of an AHAP artefact, each written only when it is asked for.
///
/// A 100,000-event track prints about 57 MB of AHAP; the editor's artefact pane shows a screen
/// of it after every edit. These lines are the same as those of the artefact's text (layered
/// artefacts with each file's heading line first), found from each entry's line count, which
/// depends only on its shape, so nothing is printed until a line is drawn (D253). `render` and
/// `export` write the same text, or each file's, in pieces as it is printed (D330).
public struct AHAPLines: Equatable, Sendable {
  /// The most bytes of a piece `write` and `writeFile` hand on.
  public static let pieceSize = 1 << 16

  let documents: [AHAPDocument]
  /// The heading line before each document, for a layered artefact (none for one document).
  let headings: [String]
  /// The name of each document's file (`haptui export`), as `Artifact.files` names them.
  public let names: [String]
  /// For each document, the artefact line its block starts on (its heading, if any).
  private let documentStarts: [Int]
  /// For each document, the line (from the document's first) each `Pattern` entry starts on.
  private let entryStarts: [[Int]]
  /// How many lines the artefact has.
  public let count: Int

  init(documents: [AHAPDocument], headings: [String], names: [String]) {
    self.documents = documents
    self.headings = headings
    self.names = names
    var documentStarts: [Int] = []
    var entryStarts: [[Int]] = []
    var line = 0
    for document in documents {
      documentStarts.append(line)
      if !headings.isEmpty { line += 1 }
      let entries = AHAPEmitter.itemCount(document)
      guard entries > 0 else {
        entryStarts.append([])
        line += 4
        continue
      }
      var starts: [Int] = []
      starts.reserveCapacity(entries)
      var within = 3
      for index in 0..<entries {
        starts.append(within)
        within += AHAPEmitter.itemLineCount(index, of: document)
      }
      entryStarts.append(starts)
      line += within + 2
    }
    self.documentStarts = documentStarts
    self.entryStarts = entryStarts
    count = line
  }

  /// Line `index` (from 0) of the artefact, without its line break.
  public func line(_ index: Int) -> String {
    precondition(index >= 0 && index < count, "line \(index) of \(count)")
    // The last document starting at or before the line.
    var document = documentStarts.count - 1
    while document > 0, documentStarts[document] > index { document -= 1 }
    if !headings.isEmpty, index == documentStarts[document] { return headings[document] }
    let within = index - documentStarts[document] - (headings.isEmpty ? 0 : 1)
    let entries = entryStarts[document]
    guard !entries.isEmpty else {
      return ["{", "  \"Version\": 1.0,", "  \"Pattern\": []", "}"][within]
    }
    switch within {
    case 0: return "{"
    case 1: return "  \"Version\": 1.0,"
    case 2: return "  \"Pattern\": ["
    default: break
    }
    let lastEntry = entries.count - 1
    let end = entries[lastEntry] + AHAPEmitter.itemLineCount(lastEntry, of: documents[document])
    if within == end { return "  ]" }
    if within == end + 1 { return "}" }
    // The entry holding the line: the last one starting at or before it.
    var low = 0
    var high = lastEntry
    while low < high {
      let middle = (low + high + 1) / 2
      if entries[middle] <= within { low = middle } else { high = middle - 1 }
    }
    let out = TextBuffer(capacity: 512)
    AHAPEmitter.item(low, of: documents[document], into: out)
    let lines = out.text.split(separator: "\n", omittingEmptySubsequences: false)
    let offset = within - entries[low]
    // Entries are joined by a comma at the end of each one's closing line.
    return String(lines[offset]) + (offset == lines.count - 1 && low < lastEntry ? "," : "")
  }

  /// Hands the artefact's text (`Artifact.text`: each layer's heading line, then its file) to
  /// `piece` in pieces of at most `pieceSize` bytes, each ending where a character ends.
  public func write(
    pieceSize: Int = Self.pieceSize, _ piece: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    withoutActuallyEscaping(piece) { piece in
      let out = TextBuffer(pieceSize: pieceSize, drain: piece)
      for (position, document) in documents.enumerated() {
        if !headings.isEmpty {
          out.append(headings[position])
          out.append(byte: 0x0A)
        }
        AHAPEmitter.write(document, into: out)
      }
      out.finish()
    }
  }

  /// Hands file `index`'s text (the file `names[index]`, as `Artifact.files` holds it) to
  /// `piece` as `write` hands the whole text.
  public func writeFile(
    _ index: Int, pieceSize: Int = Self.pieceSize, _ piece: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    withoutActuallyEscaping(piece) { piece in
      let out = TextBuffer(pieceSize: pieceSize, drain: piece)
      AHAPEmitter.write(documents[index], into: out)
      out.finish()
    }
  }
}
