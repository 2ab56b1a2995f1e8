import HapSystem

/// Works on the files `PatternFiles.expand` lists while the folder walk is still listing them,
/// and hands the results back in the expansion's order (D393).
///
/// The walk is one thread's work before any file could otherwise be checked; here helper
/// threads take each file as soon as the walk lists it, and the calling thread joins them once
/// the walk is done. Every result is held until the end (a folder's files are only sorted once
/// all are listed), which suits `validate`, which keeps them all anyway. With one job the walk
/// comes first and each file is then worked on in order on the calling thread.
enum ListedWork {
  /// What the walk has listed and the results so far, read and written under `lock`.
  private final class Shared<Output>: @unchecked Sendable {
    let lock = Lock()
    var files: [(path: String, regular: Bool)] = []
    var results: [Output?] = []
    var next = 0
    var done = false
  }

  /// Files listed before they are handed to the helpers together, so the walk takes the lock
  /// a few times a folder rather than once a file.
  static let batch = 16

  /// The expansion of `paths` and `transform`'s result for each of its files (given whether
  /// the walk listed it as a regular file, and how many threads it may use itself), in
  /// `files` order, worked out on up to `jobs` threads.
  ///
  /// A lone file is worked on with all `jobs` threads offered to it (a long file parses in
  /// two halves, D465); files that share the threads get one each.
  static func run<Output: Sendable>(
    _ paths: [String], jobs: Int,
    transform:
      @escaping @Sendable (_ file: String, _ listedRegular: Bool, _ threads: Int) -> Output
  ) -> (expansion: PatternFiles.Expansion, results: [Output]) {
    guard jobs > 1 else {
      let expansion = PatternFiles.expand(paths)
      return (
        expansion,
        zip(expansion.files, expansion.listedRegular).map { transform($0, $1, 1) }
      )
    }
    let shared = Shared<Output>()
    var helpers: [PosixThread] = []
    var started = false
    var listed = 0
    var pending: [(path: String, regular: Bool)] = []
    func publish() {
      listed += pending.count
      shared.lock.withLock {
        shared.files += pending
        shared.results += repeatElement(nil, count: pending.count)
      }
      pending.removeAll(keepingCapacity: true)
      // The helpers start once there are two files to share: a lone file (a pre-commit hook's
      // one argument) is checked on this thread without starting any.
      if !started, listed > 1 {
        started = true
        helpers = (1..<jobs).compactMap { _ in
          PosixThread.start { work(shared, transform, threads: 1) }
        }
      }
      shared.lock.signal()
    }
    let expansion = PatternFiles.expand(paths) { file, regular in
      pending.append((file, regular))
      if pending.count == batch { publish() }
    }
    publish()
    shared.lock.withLock { shared.done = true }
    shared.lock.signal()
    work(shared, transform, threads: started ? 1 : jobs)
    for helper in helpers { helper.join() }
    let results = shared.lock.withLock { shared.results }
    return (expansion, expansion.listingOrder.map { results[$0]! })
  }

  /// What a thread takes next: a listed file, nothing yet, or nothing ever again.
  private enum Claim {
    case file(index: Int, path: String, regular: Bool)
    case wait
    case finished
  }

  /// Takes the next listed file and works on it until every file is taken and the walk is done.
  private static func work<Output>(
    _ shared: Shared<Output>, _ transform: (String, Bool, Int) -> Output, threads: Int
  ) {
    while true {
      let claim = shared.lock.withLock { () -> Claim in
        guard shared.next < shared.files.count else { return shared.done ? .finished : .wait }
        defer { shared.next += 1 }
        let file = shared.files[shared.next]
        return .file(index: shared.next, path: file.path, regular: file.regular)
      }
      switch claim {
      case .file(let index, let path, let regular):
        let output = transform(path, regular, threads)
        shared.lock.withLock { shared.results[index] = output }
      case .wait:
        shared.lock.wait { shared.next < shared.files.count || shared.done }
      case .finished:
        return
      }
    }
  }
}
