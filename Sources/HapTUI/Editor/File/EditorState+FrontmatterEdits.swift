import HapImport

extension EditorState {
  /// The `audio:` and `analysis:` the file on disk lacks: the attached sound when it differs
  /// from the file's, and the analysis settings in force once an analysis was accepted (its
  /// undo writes the file's own text back).
  public var frontmatterEdits: FrontmatterEdits {
    let audio: String?? = document.audioChanged ? .some(document.audio) : nil
    guard !sound.analysis.settingsByRevision.isEmpty else { return FrontmatterEdits(audio: audio) }
    let analysis =
      SoundReducer.acceptedSettings(self).map { AnalysisSettingsText.text(of: $0) }
      ?? document.analysis
    return FrontmatterEdits(audio: audio, analysis: .some(analysis))
  }
}
