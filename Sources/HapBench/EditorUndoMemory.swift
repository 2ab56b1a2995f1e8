import Glibc
import HapModel
import HapTUI

/// Part of benchmark 2: what the undo history costs on long tracks, in heap held and in time
/// per edit and per undo, after 100 edits of mixed kinds (each its own undo step).
enum EditorUndoMemory {
  static let sizes = [10_000, 100_000]
  static let edits = 100
  /// The keys, in turn: drag right, raise sharpness, add a transient, drag up, lower sharpness.
  static let keys: [Key] = [
    .character("L"), .character("]"), .character("t"), .character("K"), .character("["),
  ]

  /// The process's resident memory in bytes, after the allocator has returned its free pages
  /// to the system (`malloc_trim`), so what remains is close to what is in use. Swift's Glibc
  /// module has neither `mallinfo2` nor `malloc_trim`; the latter has a plain C signature, so it
  /// is looked up by name.
  static func residentInUse() -> Int {
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
      let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
      _ = trim(0)
    }
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
    let line = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let fields = String(decoding: line, as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let resident = Int(fields[1]) else { return 0 }
    return resident * sysconf(Int32(_SC_PAGESIZE))
  }

  static func add(to result: inout BenchResult, _ context: BenchContext) {
    for count in sizes {
      var generator = PatternGenerator(seed: UInt64(count) &+ 7)
      let path = context.write("undo-\(count).hap.md", generator.largePattern(events: count))
      var state = open(path)
      let before = residentInUse()
      var editTimes: [Double] = []
      for index in 0..<edits {
        let key = keys[index % keys.count]
        editTimes.append(Clock.measure { _ = EditorReducer.reduce(&state, .key(key)) })
      }
      let held = residentInUse() - before
      let kept = state.edits.history.undoStack.count
      var undoTimes: [Double] = []
      for _ in 0..<kept {
        undoTimes.append(
          Clock.measure { _ = EditorReducer.reduce(&state, .key(.character("u"))) })
      }
      result.add(
        "undo history after \(edits) edits, \(count) events: memory held", Double(held) / 1e6, "MB")
      result.add("undo steps kept of \(edits), \(count) events", Double(kept), "steps")
      result.add(
        "edit with history, \(count) events: median", Statistics(editTimes).median / 1e6, "ms")
      result.add("undo, \(count) events: median", Statistics(undoTimes).median / 1e6, "ms")
      withExtendedLifetime(state) {}
    }
  }

  /// The editor state for a file, with the cursor mid-track and an event selected.
  private static func open(_ path: String) -> EditorState {
    let opened = DocumentSession.open(path: path)
    var state = EditorState(
      document: opened.info, pattern: opened.pattern, size: EditorFrameCost.screen)
    _ = EditorReducer.start(&state)
    state.track.cursorTime = opened.pattern.events[opened.pattern.events.count / 2].at
    _ = EditorReducer.reduce(&state, .resize(EditorFrameCost.screen))
    _ = EditorReducer.reduce(&state, .key(.tab))
    return state
  }
}
