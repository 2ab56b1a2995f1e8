import Testing

/// A condition a test or suite needs, such as a built binary or an installed tool; when it does
/// not hold, the test fails with `reason` instead of running (where `.enabled(if:)` would skip
/// it, and a machine without the tool would read as green).
///
///     @Suite(.requires(Haptui.isAvailable, "the haptui binary is not built: run `swift build`"))
public struct Requirement: TestTrait, SuiteTrait, TestScoping {
  let holds: @Sendable () -> Bool
  let reason: Comment

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard holds() else {
      Issue.record(reason)
      return
    }
    try await function()
  }
}

extension Trait where Self == Requirement {
  /// Fails the test (or every test of the suite) with `reason` unless `condition` holds.
  public static func requires(
    _ condition: @autoclosure @escaping @Sendable () -> Bool, _ reason: Comment
  ) -> Self {
    Requirement(holds: condition, reason: reason)
  }
}
