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
  /// How far the help is scrolled, in lines.
  public var helpScroll = 0
  public var message: StatusMessage?
  /// What Space is playing, while it plays.
  public var playback: BrowserPlayback?
  /// The rumble device playback uses, or `nil` when nothing is attached (nothing is felt).
  public var deviceName: String?
  /// Counts playbacks, so a stale report of an earlier one is told apart.
  public var playGeneration = 0
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

  /// The longest pattern in the folder (filtered or not), in milliseconds: every preview is
  /// drawn at the scale that fits it, so lengths compare across rows.
  public var longestLength: Int {
    // An importable file's preview is text, not a track: it sets no scale.
    entries.reduce(0) { max($0, $1.importFormat == nil ? $1.pattern?.length ?? 0 : 0) }
  }

  /// Whether the new pattern's id is being typed.
  public var isNamingPattern: Bool {
    if case .newID = input { return true }
    return false
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
  /// Play a pattern through the same driver the editor uses.
  case play(PlaybackRequest)
  /// Stop playing at once.
  case stopPlayback
}
