import HapSystem
import Synchronization

/// A test double that records every call with its time and keeps the device's effect state.
///
/// It behaves like an evdev device: ids are allocated from 0, uploads beyond `effectSlots`
/// fail with `noRoom`, an unknown id fails with `effectRejected`, erasing stops the effect. It
/// can be told to fail (`fail(_:after:with:)`), to refuse in-place updates, or to vanish
/// (`unplug()`), after which everything fails with `deviceGone`.
public final class RecordingRumbleDevice: RumbleDevice {
  /// One device operation.
  public enum Call: Equatable, Sendable {
    case upload(RumbleEffect, id: Int16?)
    case play(Int16)
    case stop(Int16)
    case erase(Int16)

    /// The operation's kind, for `fail(_:after:with:)`.
    public var kind: Operation {
      switch self {
      case .upload: .upload
      case .play: .play
      case .stop: .stop
      case .erase: .erase
      }
    }
  }

  /// The four kinds of operation.
  public enum Operation: Sendable { case upload, play, stop, erase }

  /// A call as recorded: when it was made, what it was, and whether it succeeded.
  public struct Record: Equatable, Sendable {
    public var time: UInt64
    public var call: Call
    public var succeeded: Bool
  }

  private struct State {
    var records: [Record] = []
    var effects: [Int16: RumbleEffect] = [:]
    var playing: Set<Int16> = []
    var failures: [(operation: Operation, remaining: Int, error: RumbleDeviceError)] = []
    var gone = false
  }

  public let path: String
  public let capabilities: RumbleCapabilities
  /// Whether an upload with an existing id fails (as a driver that cannot update would).
  public let rejectsUpdates: Bool
  private let clock: any PlaybackClock
  private let state = Mutex(State())

  public init(
    path: String = "recording", capabilities: RumbleCapabilities = .memlessRumble,
    clock: any PlaybackClock = MonotonicClock(), rejectsUpdates: Bool = false
  ) {
    self.path = path
    self.capabilities = capabilities
    self.clock = clock
    self.rejectsUpdates = rejectsUpdates
  }

  /// Every call made, in order.
  public var records: [Record] { state.withLock { $0.records } }
  /// The successful calls, in order.
  public var calls: [Call] { records.filter(\.succeeded).map(\.call) }
  /// Ids of effects still on the device.
  public var liveEffects: Set<Int16> { state.withLock { Set($0.effects.keys) } }
  /// Ids of effects playing now.
  public var playingEffects: Set<Int16> { state.withLock { $0.playing } }

  /// Makes the `(count + 1)`-th next call of `operation` fail with `error`.
  public func fail(_ operation: Operation, after count: Int = 0, with error: RumbleDeviceError) {
    state.withLock { $0.failures.append((operation, count, error)) }
  }

  /// The device disappears: every later call fails with `deviceGone`, its effects are gone.
  public func unplug() {
    state.withLock {
      $0.gone = true
      $0.effects = [:]
      $0.playing = []
    }
  }

  public func upload(_ effect: RumbleEffect, id: Int16?) throws(RumbleDeviceError) -> Int16 {
    try perform(.upload(effect, id: id)) { state throws(RumbleDeviceError) in
      if let id {
        guard state.effects[id] != nil else { throw .effectRejected(path: path) }
        if rejectsUpdates { throw .effectRejected(path: path) }
        state.effects[id] = effect
        return id
      }
      guard state.effects.count < capabilities.effectSlots else { throw .noRoom(path: path) }
      let free = (0..<Int16(capabilities.effectSlots)).first { state.effects[$0] == nil } ?? 0
      state.effects[free] = effect
      return free
    }
  }

  public func play(_ id: Int16) throws(RumbleDeviceError) {
    _ = try perform(.play(id)) { state throws(RumbleDeviceError) in
      guard state.effects[id] != nil else { throw .effectRejected(path: path) }
      state.playing.insert(id)
      return id
    }
  }

  public func stop(_ id: Int16) throws(RumbleDeviceError) {
    _ = try perform(.stop(id)) { state throws(RumbleDeviceError) in
      guard state.effects[id] != nil else { throw .effectRejected(path: path) }
      state.playing.remove(id)
      return id
    }
  }

  public func erase(_ id: Int16) throws(RumbleDeviceError) {
    _ = try perform(.erase(id)) { state throws(RumbleDeviceError) in
      guard state.effects.removeValue(forKey: id) != nil else {
        throw .effectRejected(path: path)
      }
      state.playing.remove(id)
      return id
    }
  }

  private func perform(
    _ call: Call, _ body: (inout State) throws(RumbleDeviceError) -> Int16
  ) throws(RumbleDeviceError) -> Int16 {
    let time = clock.now()
    let result: Result<Int16, RumbleDeviceError> = state.withLock { state in
      let outcome: Result<Int16, RumbleDeviceError>
      if state.gone {
        outcome = .failure(.deviceGone(path: path))
      } else if let index = state.failures.firstIndex(where: { $0.operation == call.kind }),
        state.failures[index].remaining == 0
      {
        outcome = .failure(state.failures.remove(at: index).error)
      } else {
        if let index = state.failures.firstIndex(where: { $0.operation == call.kind }) {
          state.failures[index].remaining -= 1
        }
        do throws(RumbleDeviceError) {
          outcome = .success(try body(&state))
        } catch {
          outcome = .failure(error)
        }
      }
      let succeeded: Bool
      if case .success = outcome { succeeded = true } else { succeeded = false }
      state.records.append(Record(time: time, call: call, succeeded: succeeded))
      return outcome
    }
    return try result.get()
  }
}
