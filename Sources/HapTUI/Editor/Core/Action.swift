import HapAudition

/// Something that happened, for the reducer to act on: input, a timer, or a finished effect.
public enum Action: Equatable, Sendable {
  case key(Key)
  case mouse(MouseInput)
  case resize(TerminalSize)
  /// A playhead tick; `elapsed` is milliseconds since playback started.
  case tick(generation: Int, elapsed: Int)
  /// The player reached the end of what it played.
  case playbackEnded(generation: Int)
  /// The player could not play (the device went away, permission denied…).
  case playbackFailed(generation: Int, message: String)
  /// The sound card was opened for the attached sound, or could not be (the state says why).
  case soundCardOpened(SoundCardState)
  /// The attached sound's device failed while it played with playback `generation`.
  case soundFailed(generation: Int, message: String)
  /// The audition targets `Effect.findTargets` found (issue 21).
  case targetsFound([TargetListing])
  /// An audition target began playing playback `generation`: what it played and kept.
  case auditionStarted(generation: Int, summary: String)
  /// A stop (or the cancel before a new play) did not reach the audition target: why, naming
  /// the target and the fix.
  case auditionStopFailed(message: String)
  /// `haptui edit --target NAME`: look for the targets and choose NAME once listed.
  case chooseTarget(String)
  /// A device was attached (its name) or removed (`nil`).
  case deviceChanged(name: String?)
  case analyzed(Analysis)
  /// The worker is free again after edits it was too busy to take: analyse the state as it
  /// is now (the worker never keeps an older copy of the track waiting, D247).
  case refreshAnalysis
  case saveFinished(SaveOutcome)
  /// Runs a command directly, as a key bound to it would.
  case perform(Command)
  /// A `save-as` wrote the file at `path` (the editor now edits it), or failed (`error`).
  case savedAs(path: String, revision: Int, error: String?, movedAudio: String? = nil)
  /// What `Effect.checkSaveAsTarget` found: why `plan.path` cannot be written, or `nil`.
  case saveAsTargetChecked(SaveAsPlan, problem: String?)
  /// What `Effect.checkImportTarget` found: whether a file is at `plan.path`, and why it
  /// cannot be written (`nil` when it can).
  case importTargetChecked(ImportSavePlan, exists: Bool, problem: String?)
  /// The file was read again from disk.
  case reloaded(ReloadedFile)
  /// A reload found the file on disk as it was read.
  case diskUnchanged
  /// A reload found the file changed on disk while the editor has unsaved edits.
  case diskConflict
  /// The lines that differ between the file on disk and the editor's version.
  case diffReady([String])
  /// Something around the file went wrong (the editor could not start, a read failed).
  case fileProblem(String)
  /// The sound asked for with `Effect.loadSound` was decoded, or could not be.
  case soundLoaded(path: String, status: SoundLane.Status)
  /// The attached sound asked for with `Effect.analyzeSound` became a track, or could not.
  case soundAnalyzed(SoundAnalysis)
  /// Attach the sound `name` (the frontmatter's `audio:`, relative to the file's folder), or
  /// detach it (`nil`): an unsaved edit that a save writes.
  case attachAudio(String?)
  /// What `Effect.checkSound` found: why `name` cannot be attached, or `nil` when it can.
  case soundChecked(String, problem: String?)
}
