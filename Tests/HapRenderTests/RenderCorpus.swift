import HapModel

/// The patterns the renderer's invariant tests walk: 120 generated, the samples and the
/// `Patterns/` library.
enum RenderCorpus {
  static var patterns: [HapticPattern] {
    PatternGenerator.patterns(120) + SamplePatterns.all + PatternsLibraryRenderTests.patterns
  }
}
