import Testing

@testable import HapModel

/// Issue 20 item 19 (D095): a `fallbacks.web` that no longer matches its track is HAPW12 in
/// validate (and so in the editor's Problems pane, which runs the same checker).
@Suite struct WebMismatchTests {
  typealias V = ValidationTests

  static func block(web: String, track: String) -> String {
    "{\"haptic\": \"0.1\", \"id\": \"t\", \"fallbacks\": {\"web\": [\(web)]}, \"track\": [\(track)]}"
  }

  static let twoBursts =
    "{\"at\": 0, \"type\": \"continuous\", \"duration\": 100}, "
    + "{\"at\": 160, \"type\": \"continuous\", \"duration\": 100}"

  @Test func aMatchingWebPatternIsQuiet() {
    #expect(
      V.messages(V.file(Self.block(web: "100, 60, 100", track: Self.twoBursts)), code: "HAPW12")
        .isEmpty)
  }

  @Test func aWebPatternThatOutlastsTheTrackIsWarned() {
    // The track was cut to one burst after the web pattern was derived from two.
    let track = "{\"at\": 0, \"type\": \"continuous\", \"duration\": 100}"
    let messages = V.messages(V.file(Self.block(web: "100, 60, 100", track: track)), code: "HAPW12")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("after the track has ended") == true, "\(messages)")
  }

  @Test func theTracksVibrationsAtOtherLengthsAreWarned() {
    // Both bursts were lengthened after the web pattern was derived.
    let track =
      "{\"at\": 0, \"type\": \"continuous\", \"duration\": 200}, "
      + "{\"at\": 300, \"type\": \"continuous\", \"duration\": 200}"
    let messages = V.messages(V.file(Self.block(web: "100, 60, 100", track: track)), code: "HAPW12")
    #expect(messages.first?.contains("the track changed") == true, "\(messages)")
  }

  @Test func anAbridgedWebPatternIsADesignChoice() {
    // drag-snap: one pulse for a click and its settle tick.
    let track =
      "{\"at\": 0, \"type\": \"transient\"}, {\"at\": 90, \"type\": \"transient\"}"
    #expect(V.messages(V.file(Self.block(web: "40", track: track)), code: "HAPW12").isEmpty)
  }
}
