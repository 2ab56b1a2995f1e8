import Testing

@testable import HapModel

@Suite("Track patches")
struct TrackPatchTests {
  @Test("a patch holds the span between the common start and end, and goes both ways")
  func span() {
    let old = (0..<10).map { EditingFixture.transient($0, at: $0 * 10) }
    var new = old
    new[4].at = 55
    new.swapAt(4, 5)
    let patch = TrackPatch.between(old, new)
    #expect(patch.start == 4)
    #expect(patch.removed.count == 2 && patch.inserted.count == 2)
    #expect(patch.applied(to: old) == new)
    #expect(patch.reverted(from: new) == old)
    #expect(TrackPatch.between(old, old).isEmpty)
  }

  @Test("inserts, deletes and repeats at the edges", arguments: 0..<40)
  func randomEdits(_ seed: Int) {
    var random = seed &* 2_654_435_761 &+ 1
    func next(_ bound: Int) -> Int {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((UInt64(bitPattern: Int64(random)) >> 33) % UInt64(max(bound, 1)))
    }
    // Few distinct events, so equal neighbours test the common start and end.
    let pool = (0..<3).map { EditingFixture.transient($0, at: 0) }
    var tracks = [(0..<next(8)).map { _ in pool[next(3)] }]
    for _ in 0..<4 {
      var track = tracks.last!
      let at = next(track.count + 1)
      let cut = next(track.count - at + 1)
      track.replaceSubrange(at..<(at + cut), with: (0..<next(4)).map { _ in pool[next(3)] })
      tracks.append(track)
    }
    var merged = TrackPatch.between(tracks[0], tracks[1])
    for index in 1..<(tracks.count - 1) {
      let patch = TrackPatch.between(tracks[index], tracks[index + 1])
      #expect(patch.applied(to: tracks[index]) == tracks[index + 1])
      #expect(patch.reverted(from: tracks[index + 1]) == tracks[index])
      merged = merged.then(patch, through: tracks[index])
    }
    #expect(merged.applied(to: tracks[0]) == tracks.last!)
    #expect(merged.reverted(from: tracks.last!) == tracks[0])
  }
}
