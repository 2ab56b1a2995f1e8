/// Checks a read document against the spec's structural rules and the usage warnings.
enum DocumentValidator {
  /// Every diagnostic about `document` beyond the reading errors (HAP000/1/7/8).
  static func diagnostics(for document: HapDocument) -> [Diagnostic] {
    []
  }
}
