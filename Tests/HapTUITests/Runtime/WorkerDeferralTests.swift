import Glibc
import HapModel
import HapPlayback
import HapTestSupport
import Testing

@testable import HapTUI

/// While the worker's thread computes an analysis, a new request is not kept waiting (it
/// would share the track's storage, so each keystroke would copy the whole track): the worker
/// asks for a fresh one with the answer (D247).
@Suite("Worker: requests made while busy", .serialized)
struct WorkerDeferralTests {
  final class Gate: @unchecked Sendable {
    let lock = Lock()
    var open = false
    var keys: [Int] = []
  }

  static let track = (0..<20_000).map {
    TrackEvent(id: EventID($0), at: $0 * 10, type: .transient, intensity: 0.5, sharpness: 0.5)
  }

  @Test("a request while busy is dropped, the track stays unshared, and a refresh follows")
  func busyRequestsAreDeferred() throws {
    let gate = Gate()
    let worker = Worker(
      mode: .threaded,
      analyze: { request, _ in
        gate.lock.withLock { gate.keys.append(request.key) }
        gate.lock.wait { gate.open }
        return Analysis(key: request.key, diagnostics: [], platforms: [])
      }, serialize: { _ in ([], []) }, recovery: nil, path: { "/tmp/none" })
    defer { worker.stop() }
    var pattern = HapticPattern(id: "long", track: Self.track)
    worker.analyze(AnalysisRequest(key: 1, pattern: pattern, profiles: [:], settings: .standard))
    for _ in 0..<500 where gate.lock.withLock({ gate.keys.isEmpty }) { usleep(2_000) }
    #expect(gate.lock.withLock { gate.keys } == [1], "the first request is being computed")
    // Edits meanwhile: each request is dropped, so the editor's track is its own and an edit
    // changes it in place.
    for key in 2...4 {
      worker.analyze(
        AnalysisRequest(key: key, pattern: pattern, profiles: [:], settings: .standard))
      let before = pattern.track!.withUnsafeBufferPointer { $0.baseAddress }
      pattern.track![5].intensity = Double(key) / 10
      let after = pattern.track!.withUnsafeBufferPointer { $0.baseAddress }
      if key > 2 { #expect(before == after, "edit \(key) copied the track") }
    }
    gate.lock.withLock { gate.open = true }
    gate.lock.signal()
    var answers: [Action] = []
    for _ in 0..<1_000 where answers.isEmpty {
      answers = worker.takeAnswers()
      usleep(2_000)
    }
    #expect(answers.count == 2)
    if case .analyzed(let analysis) = answers.first { #expect(analysis.key == 1) }
    #expect(answers.last == .refreshAnalysis)
    #expect(gate.lock.withLock { gate.keys } == [1], "no stale request was computed")
  }

  @Test("refreshAnalysis asks for the state as it is now")
  func refreshRequestsTheCurrentState() {
    var state = EditorFixture.state()
    let key = state.analysis.key
    let effects = EditorReducer.reduce(&state, .refreshAnalysis)
    guard case .analyze(let request) = effects.first else {
      Issue.record("no analysis asked for: \(effects)")
      return
    }
    #expect(request.key == key + 1 && state.analysis.key == key + 1)
    #expect(request.pattern == state.track.pattern)
  }

  @Test("an early answer comes alone; the refresh waits for the whole answer")
  func earlyAnswerComesBeforeTheRefresh() throws {
    let gate = Gate()
    let worker = Worker(
      mode: .threaded,
      analyze: { request, early in
        early(Analysis(key: request.key, diagnostics: [], platforms: [], awaiting: [.web]))
        gate.lock.withLock { gate.keys.append(request.key) }
        gate.lock.wait { gate.open }
        return Analysis(key: request.key, diagnostics: [], platforms: [])
      }, serialize: { _ in ([], []) }, recovery: nil, path: { "/tmp/none" })
    defer { worker.stop() }
    let pattern = HapticPattern(id: "long", track: Self.track)
    worker.analyze(AnalysisRequest(key: 1, pattern: pattern, profiles: [:], settings: .standard))
    for _ in 0..<500 where gate.lock.withLock({ gate.keys.isEmpty }) { usleep(2_000) }
    // An edit while the rest is made: deferred, as before.
    worker.analyze(AnalysisRequest(key: 2, pattern: pattern, profiles: [:], settings: .standard))
    let first = worker.takeAnswers()
    #expect(first.count == 1)
    if case .analyzed(let analysis) = first.first { #expect(analysis.isEarly) }
    gate.lock.withLock { gate.open = true }
    gate.lock.signal()
    var answers: [Action] = []
    for _ in 0..<1_000 where answers.isEmpty {
      answers = worker.takeAnswers()
      usleep(2_000)
    }
    #expect(answers.count == 2)
    if case .analyzed(let analysis) = answers.first { #expect(!analysis.isEarly) }
    #expect(answers.last == .refreshAnalysis)
  }
}
