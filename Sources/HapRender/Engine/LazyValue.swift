import Synchronization

/// A value made the first time any thread asks for it, then kept: what a branch plays and the
/// signal it is made from, which a column that only tallies verdicts never asks for (D463).
final class LazyValue<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let made = Mutex<Value?>(nil)

  /// A value `make` makes when first asked.
  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// The value, made now if it was not yet (on the asking thread; a second thread asking
  /// meanwhile waits for it).
  var value: Value {
    made.withLock { made in
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
