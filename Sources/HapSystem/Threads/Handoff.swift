import Synchronization

/// One value passed from a thread to another: put by one, taken (and so no longer held here)
/// by the other.
public final class Handoff<Value: Sendable>: Sendable {
  private let value: Mutex<Value?>

  /// A handoff holding `value`, or empty.
  public init(_ value: Value? = nil) {
    self.value = Mutex(value)
  }

  /// Leaves `value` for the taker, replacing anything not yet taken.
  public func put(_ value: Value) {
    self.value.withLock { $0 = value }
  }

  /// What `body` makes of the value left here, which stays here; `nil` when none is.
  public func peek<Result: Sendable>(_ body: (Value) -> Result) -> Result? {
    value.withLock { value in value.map(body) }
  }

  /// The value left here, which the handoff then stops holding; `nil` when none is.
  public func take() -> Value? {
    value.withLock { value in
      defer { value = nil }
      return value
    }
  }
}
