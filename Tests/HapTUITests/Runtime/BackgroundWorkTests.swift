import Glibc
import HapModel
import HapPlayback
import HapTestSupport
import Testing

@testable import HapTUI

@Suite("Background work: analyses and recovery writes off the run loop", .serialized)
struct BackgroundWorkTests {
  final class Calls: @unchecked Sendable {
    let lock = Lock()
    var keys: [Int] = []
  }

  func request(_ key: Int) -> AnalysisRequest {
    AnalysisRequest(key: key, pattern: EditorFixture.pattern, profiles: [:], settings: .standard)
  }

  func waitFor<T>(_ seconds: Double = 5, _ value: () -> T?) -> T? {
    var waited = 0.0
    while waited < seconds {
      if let result = value() { return result }
      usleep(2_000)
      waited += 0.002
    }
    return nil
  }

  @Test("the newest request wins: analyses not yet started are replaced")
  func coalesces() throws {
    let calls = Calls()
    let work = BackgroundWork(
      analyze: { request, _ in
        calls.lock.withLock { calls.keys.append(request.key) }
        usleep(50_000)
        return Analysis(key: request.key, diagnostics: [], platforms: [])
      }, serialize: { _ in ([], []) }, recovery: nil, path: { "/tmp/none" })
    for key in 1...5 { work.submit(request(key)) }
    var last: Analysis?
    while let next = waitFor(2, { work.takeAnalysis() }) {
      last = next
      if next.key == 5 { break }
    }
    #expect(last?.key == 5)
    #expect(calls.lock.withLock { calls.keys.count } < 5)
    #expect(!work.isBusy)
    work.stop()
  }

  @Test("a recovery write still under way when the file is cleared does not bring it back")
  func clearWins() throws {
    let folder = TemporaryFolder()
    let store = RecoveryStore(folder: folder.path + "/recovery")
    let path = folder.path + "/p.hap.md"
    let started = Calls()
    let work = BackgroundWork(
      analyze: { request, _ in Analysis(key: request.key, diagnostics: [], platforms: []) },
      serialize: { _ in
        started.lock.withLock { started.keys.append(1) }
        usleep(100_000)
        return (Array("kept\n".utf8), [])
      }, recovery: store, path: { path })
    work.storeRecovery(EditorFixture.pattern, title: nil)
    _ = waitFor { started.lock.withLock { started.keys.isEmpty ? nil : true } }
    work.clearRecovery()
    usleep(200_000)
    #expect(store.load(for: path) == nil)
    work.storeRecovery(EditorFixture.pattern, title: nil)
    #expect(waitFor { store.load(for: path) } != nil)
    work.stop()
  }
}
