import HapModel
import HapRender

/// Work the reducer asks the runtime to do; plain values, so tests can assert them.
public enum Effect: Equatable, Sendable {
  /// Save the pattern through the lossless writer (refusing when the file changed on disk
  /// unless `force`).
  case save(SaveRequest)
  /// Leave the editor.
  case quit
  /// Check and render the pattern; answer with `Action.analyzed` carrying `key`.
  case analyze(AnalysisRequest)
  /// Start playing; report ticks with the same generation.
  case startPlayback(PlaybackRequest)
  /// List the audition targets off the input path, probing `probe` too when it is a phone over
  /// ssh (`feedbackd:HOST`, which no local search finds); answer with `Action.targetsFound`.
  case findTargets(probe: String?)
  /// Stop playback at once (the attached sound with it).
  case stopPlayback(generation: Int)
  /// Start the attached sound for the playback of `generation`, in sync with it: the cue's
  /// `fromMs` is heard at that playback's start instant (a sound turned on mid-way joins at
  /// the frame the clock has reached).
  case startSound(SoundCue, generation: Int)
  /// Stop the attached sound now; the haptics go on.
  case stopSound
  /// Open the sound card for `sound`, the lane's decoded sound, closing the card of an earlier
  /// one first; answer with `Action.soundCardOpened` (D076).
  case openSoundCard(AttachedSound)
  /// Stop and close the sound card: the lane's sound is gone or cannot be read.
  case closeSoundCard
  /// Send `Action.tick` for this generation after about `afterMs` milliseconds.
  case scheduleTick(generation: Int, afterMs: Int)
  /// Keep the unsaved pattern, title and frontmatter edits in the recovery file (the runtime
  /// may coalesce these).
  case storeRecovery(HapticPattern, title: String?, frontmatter: FrontmatterEdits = .none)
  /// Delete the recovery file: the edits are saved or deliberately discarded.
  case clearRecovery
  /// Repaint the whole terminal.
  case redraw
  /// Give the terminal back and stop until the shell continues the process.
  case suspend
  /// Write the pattern to another file (atomic, refusing to replace one); answer with
  /// `Action.savedAs`.
  case saveAs(SaveAsRequest)
  /// Find out whether `save-as` may write `plan.path` (nothing is there, the folder can be
  /// written) before anything about the pattern changes; answer with
  /// `Action.saveAsTargetChecked`.
  case checkSaveAsTarget(SaveAsPlan)
  /// Find out whether an import's first save finds a file at `plan.path`, or a folder it
  /// cannot write, before anything about the pattern changes; answer with
  /// `Action.importTargetChecked`.
  case checkImportTarget(ImportSavePlan)
  /// Give the terminal to `$VISUAL`/`$EDITOR` on the file, take it back, and answer with
  /// `Action.reloaded` (or `Action.fileProblem`).
  case editInEditor
  /// Read the file again when it changed on disk (always when `force`); answer with
  /// `Action.reloaded`, or `Action.diskUnchanged` / `Action.diskConflict`.
  case reload(force: Bool)
  /// Work out what differs between the file on disk and the editor's version; answer with
  /// `Action.diffReady`.
  case diffWithDisk(HapticPattern, title: String?, frontmatter: FrontmatterEdits = .none)
  /// Decode the sound `name` (the frontmatter's `audio:`) from `path` off the input path;
  /// answer with `Action.soundLoaded`.
  case loadSound(name: String, path: String)
  /// Analyse the lane's decoded sound into a track as `haptui import` does, on the worker;
  /// answer with `Action.soundAnalyzed` of the same generation.
  case analyzeSound(SoundAnalysisRequest)
  /// Find out whether the sound `name` (a path from the file's folder) reads as a sound, as
  /// `haptui edit --audio` does before it attaches one; answer with `Action.soundChecked`.
  case checkSound(String)
}

/// A `save-as` the reducer asks for.
public struct SaveAsRequest: Equatable, Sendable {
  public var path: String
  public var pattern: HapticPattern
  public var title: String?
  public var revision: Int
  /// The `audio:` and `analysis:` to write.
  public var frontmatter: FrontmatterEdits

  public init(
    path: String, pattern: HapticPattern, title: String?, revision: Int,
    frontmatter: FrontmatterEdits = .none
  ) {
    self.path = path
    self.pattern = pattern
    self.title = title
    self.revision = revision
    self.frontmatter = frontmatter
  }
}

/// A save the reducer asks for.
public struct SaveRequest: Equatable, Sendable {
  public var pattern: HapticPattern
  /// The frontmatter title to write (`nil`: leave it as it is).
  public var title: String?
  /// The history revision being saved.
  public var revision: Int
  public var force: Bool
  public var thenQuit: Bool
  /// Where to save a copy instead of the file (`nil`: the file itself).
  public var path: String?
  /// The pattern comes from before the file was last read (undo went past a reload), so the
  /// events it lacks were not deleted by the author: a save in place that would drop any of
  /// the file's events is refused (D150).
  public var predatesFile = false
  /// The `audio:` and `analysis:` to write.
  public var frontmatter: FrontmatterEdits

  public init(
    pattern: HapticPattern, title: String? = nil, revision: Int, force: Bool = false,
    thenQuit: Bool = false, path: String? = nil, frontmatter: FrontmatterEdits = .none
  ) {
    self.frontmatter = frontmatter
    self.pattern = pattern
    self.title = title
    self.revision = revision
    self.force = force
    self.thenQuit = thenQuit
    self.path = path
  }
}

/// What to analyse: the pattern and the panel's profiles and settings.
public struct AnalysisRequest: Equatable, Sendable {
  public var key: Int
  public var pattern: HapticPattern
  /// The frontmatter title as edited (`nil`: as in the file), which the diagnostics check too.
  public var title: String?
  /// The frontmatter's `audio:` and `analysis:` as edited, which move the block's lines.
  public var frontmatter: FrontmatterEdits = .none
  /// The chosen profile per platform.
  public var profiles: [Platform: String]
  public var settings: RenderSettings
  /// The platform whose artefact the pane shows: only its artefact is printed (the others'
  /// columns need the rung, report and feel, not a long track printed as code). `nil`: all.
  public var artifactFor: Platform?
  /// Profiles learnt from connected devices that `profiles` may name (`adb:SERIAL`).
  public var learnt: [DeviceProfile]

  public init(
    key: Int, pattern: HapticPattern, title: String? = nil, profiles: [Platform: String],
    settings: RenderSettings, artifactFor: Platform? = nil, learnt: [DeviceProfile] = []
  ) {
    self.learnt = learnt
    self.key = key
    self.pattern = pattern
    self.title = title
    self.profiles = profiles
    self.settings = settings
    self.artifactFor = artifactFor
  }
}

/// What to play.
public struct PlaybackRequest: Equatable, Sendable {
  public var generation: Int
  public var pattern: HapticPattern
  public var target: PlaybackState.Target
  public var settings: RenderSettings
  /// The part of the attached sound that plays with it, from the same start instant; `nil`:
  /// the haptics alone.
  public var sound: SoundCue?
  /// The audition target to play on (`adb:SERIAL`, `feedbackd`, `sound`…); `nil`: the rumble
  /// device, as before.
  public var audition: String?
  /// Profiles learnt from connected devices that a platform target may name (`adb:SERIAL`).
  public var learnt: [DeviceProfile]

  public init(
    generation: Int, pattern: HapticPattern, target: PlaybackState.Target,
    settings: RenderSettings, sound: SoundCue? = nil, audition: String? = nil,
    learnt: [DeviceProfile] = []
  ) {
    self.learnt = learnt
    self.audition = audition
    self.generation = generation
    self.pattern = pattern
    self.target = target
    self.settings = settings
    self.sound = sound
  }
}
