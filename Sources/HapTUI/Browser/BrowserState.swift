/// The pattern browser `haptui` opens with no file (or `haptui DIR`): a filtered list of the
/// pattern files of a folder.
public struct BrowserState: Equatable, Sendable {
  /// What the keyboard is typing into, if anything.
  public enum Input: Equatable, Sendable {
    case filter
    /// The id of a new pattern.
    case newID(String)
  }

  public var folder: String
  public var entries: [PatternEntry]
  public var filter: String
  public var input: Input?
  /// The highlighted row among the visible entries.
  public var row: Int
  public var showsHelp: Bool
  public var message: StatusMessage?
  public var size: TerminalSize
  public var monochrome: Bool

  public init(folder: String, entries: [PatternEntry], size: TerminalSize, monochrome: Bool = false)
  {
    self.folder = folder
    self.entries = entries
    filter = ""
    input = nil
    row = 0
    showsHelp = false
    message = nil
    self.size = size
    self.monochrome = monochrome
  }

  /// The entries the filter lets through, in file-name order.
  public var visible: [PatternEntry] {
    filter.isEmpty ? entries : entries.filter { $0.matches(filter) }
  }

  /// The highlighted entry.
  public var selected: PatternEntry? {
    let shown = visible
    return shown.indices.contains(row) ? shown[row] : nil
  }
}

/// What the browser asks its runtime to do.
public enum BrowserEffect: Equatable, Sendable {
  case open(path: String)
  /// Write a new pattern file for this id in the folder, then open it.
  case create(id: String)
  case quit
}
