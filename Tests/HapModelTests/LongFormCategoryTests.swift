import Testing

@testable import HapModel

/// HAPW06 (too long for UI feedback) is left out exactly when the frontmatter category, trimmed
/// and lower-cased, is one of the long-form categories.
@Suite struct LongFormCategoryTests {
  static func document(category: String) -> HapDocument {
    let text = """
      ---
      id: long
      category: \(category)
      ---
      ```haptic
      { "haptic": "0.1", "id": "long", "track": [
        { "at": 0, "type": "continuous", "intensity": 0.5, "duration": 1500 } ],
        "fallbacks": { "web": [1500] } }
      ```

      """
    return HapDocument(bytes: Array(text.utf8))
  }

  @Test(arguments: [
    ("alarm", true), ("Alarm", true), ("'  TIMER  '", true), ("\"ambient\t\"", true),
    ("ringtone", true), ("alert", true), ("alerts", false), ("ui", false), ("'al arm'", false),
    ("ALARM!", false), ("Ａlarm", false), ("ålarm", false), ("'\u{2003}alarm'", true),
    ("'\u{130}'", false),
  ])
  func lengthWarningFollowsTheCategory(category: String, longForm: Bool) {
    let codes = Self.document(category: category).diagnostics.map(\.code)
    #expect(codes.contains("HAPW06") == !longForm, "\(category): \(codes)")
    #expect(DocumentValidator.isLongForm(Self.document(category: category).frontmatter) == longForm)
  }
}
