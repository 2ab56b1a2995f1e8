import HapAudio
import HapPlayback

/// Decodes the sound a pattern attaches, on a thread of its own so a long sound never holds up
/// a frame; the run loop collects the answer with `take()`.
///
/// Only the newest request counts: an answer for a path asked for earlier is dropped by the
/// reducer (it checks the path against the lane's).
final class SoundLoader: @unchecked Sendable {
  /// The longest sound the lane reads: 15 minutes.
  static let maximumSeconds = 900
  /// The most sample frames it reads, whatever the rate: 15 minutes at 48 kHz, about 170 MB
  /// of samples (so a small, highly compressed file cannot claim gigabytes).
  static let maximumFrames = 900 * 48_000

  private let lock = Lock()
  private var finished: [(path: String, status: SoundLane.Status)] = []
  private var threads: [PosixThread] = []
  private var running = 0

  /// Decodes `name` (the frontmatter's value) from `path` and works out its peaks.
  static func load(name: String, path: String) -> SoundLane.Status {
    do {
      let audio = try AudioDecoder.decode(
        path: path, maximumSeconds: maximumSeconds, maximumFrames: maximumFrames)
      // The sharpness lane shows where the track's sharpness comes from: the analysis's own
      // (nothing when the sound is too quiet to analyse).
      let sharpness = (try? AudioAnalyzer.analyze(audio, file: name))?.sharpness ?? []
      return .loaded(AttachedSound(name: name, path: path, audio: audio, sharpness: sharpness))
    } catch {
      return .failed(problem(error, name: name))
    }
  }

  /// What the lane says about a sound that did not load: the code, the file as the
  /// frontmatter names it, and what is wrong (the lane adds the fix).
  static func problem(_ error: AudioError, name: String) -> String {
    "\(error.kind.rawValue) \(name): \(error.message)"
  }

  /// Starts decoding on a new thread (or here, when no thread can be started).
  func start(name: String, path: String) {
    lock.withLock { running += 1 }
    let thread = PosixThread.start { [self] in
      let status = Self.load(name: name, path: path)
      lock.withLock {
        finished.append((path, status))
        running -= 1
      }
    }
    guard let thread else {
      let status = Self.load(name: name, path: path)
      lock.withLock {
        finished.append((path, status))
        running -= 1
      }
      return
    }
    lock.withLock { threads.append(thread) }
  }

  /// The answers that arrived since the last call, oldest first.
  func take() -> [(path: String, status: SoundLane.Status)] {
    lock.withLock {
      defer { finished.removeAll() }
      return finished
    }
  }

  /// Whether a sound is still being decoded.
  var isBusy: Bool { lock.withLock { running > 0 } }

  /// Waits for every decode under way to end (`wait`), or lets them end on their own: a
  /// decode touches no device and nothing the editor keeps, so quitting need not wait.
  func stop(wait: Bool = false) {
    let started = lock.withLock { () -> [PosixThread] in
      defer { threads.removeAll() }
      return threads
    }
    for thread in started {
      if wait { thread.join() } else { thread.detach() }
    }
  }
}
