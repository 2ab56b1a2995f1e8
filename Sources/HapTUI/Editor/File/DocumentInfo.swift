import HapModel

/// What the editor knows about the file it edits, apart from the pattern itself.
public struct DocumentInfo: Equatable, Sendable {
  public var path: String
  /// The frontmatter `title` as edited (`nil` when the file has none); undo restores it and a
  /// save writes it into the frontmatter, changing no other byte there.
  public var title: String?
  /// Whether the file has a frontmatter block, so a title has somewhere to go.
  public var hasFrontmatter: Bool = true
  /// Why the file cannot be edited (it does not parse, or breaks a rule); `nil` when editable.
  public var readOnlyReason: String?
  /// The file was opened before it was checked (a long track is drawn first, D264): it can be
  /// looked at, not edited, until the worker's `DocumentCheck` arrives.
  public var checksPending = false
  /// Whether edits are refused: the file is read-only, or still being checked.
  public var isLocked: Bool { readOnlyReason != nil || checksPending }
  /// The diagnostics found when the file was read.
  public var diagnostics: [LiveDiagnostic] {
    didSet { (errorEvents, warningEvents) = Analysis.events(of: diagnostics) }
  }
  /// The events those diagnostics point at, gathered once for the frames.
  public private(set) var errorEvents: Set<EventID>
  public private(set) var warningEvents: Set<EventID>
  /// The file does not exist yet; the first save creates it.
  public var isNew: Bool
  /// A read-only file whose block decoded into a pattern, so `repair` can make it editable.
  public var isRepairable: Bool
  /// The frontmatter `id`, which a repair gives the block when they differ.
  public var frontmatterID: String?
  /// The read-only reason a repair cleared, restored when the repair is undone.
  public var repairedReason: String?
  /// Whether the file's haptic block decoded into a pattern (false: there is nothing to show).
  public var hasPattern: Bool = true
  /// Why a save cannot replace the file (it is read-only, or its folder cannot be written);
  /// the edits can still be made and saved elsewhere. `nil` when saving is possible.
  public var writeProblem: String?
  /// The edits were restored from a recovery file made on content the file no longer has, so
  /// the first save asks before it overwrites the change made on disk.
  public var changedSinceRecovery: Bool = false
  /// The frontmatter's `audio:` (the sound the pattern goes with, relative to the file's
  /// folder) as edited: `haptui edit --audio` or attaching a sound changes it, a save writes
  /// it. `nil` when there is none.
  public var audio: String?
  /// The `audio:` the file on disk has; a save makes it `audio`.
  public var audioOnDisk: String?

  /// The frontmatter's `analysis:` as read: the `haptui import` options that made the track
  /// from the sound (D190).
  public var analysis: String?
  /// Whether `audio` differs from the file's.
  public var audioChanged: Bool { audio != audioOnDisk }
  /// The AHAP, `.haptic`, XML or sound file this pattern was imported from (never written);
  /// `nil` for a `.hap.md` opened as it is.
  public var importedFrom: String?

  public init(
    path: String, title: String? = nil, readOnlyReason: String? = nil,
    diagnostics: [LiveDiagnostic] = [], isNew: Bool = false, isRepairable: Bool = false,
    frontmatterID: String? = nil
  ) {
    self.path = path
    self.title = title
    self.readOnlyReason = readOnlyReason
    self.diagnostics = diagnostics
    (errorEvents, warningEvents) = Analysis.events(of: diagnostics)
    self.isNew = isNew
    self.isRepairable = isRepairable
    self.frontmatterID = frontmatterID
  }

  /// The last path component, for the status line.
  public var fileName: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
