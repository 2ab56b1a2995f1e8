/// Hostile inputs that haptui still mishandles, each reported to its owner with a reproducer.
///
/// A case listed here runs once inside `withKnownIssue`, so the failure stays visible in every
/// test run without failing it. When the owner fixes the bug the known issue stops being
/// recorded, Swift Testing reports that, and the entry must be deleted here.
enum KnownIssue {
  static let cases: [String: String] = [:]
}
