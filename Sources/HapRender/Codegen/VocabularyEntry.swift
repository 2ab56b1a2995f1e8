import HapModel

/// One pattern of a vocabulary: its member name in the target language and the plans `render`
/// makes for it (a `VocabularyPlans`, made once per pattern for every language).
struct VocabularyEntry {
  /// The pattern and its plans (shared by the vocabularies of every language).
  var planned: VocabularyPlans
  /// The lowerCamelCase member derived from the id, before any escaping.
  var member: String
  /// The member as declared (backticks where the language reserves the word).
  var declaration: String
  /// The member as an app calls it.
  var call: String

  init(_ input: CodegenInput, language: CodegenLanguage) {
    self.init(VocabularyPlans(input), language: language)
  }

  init(_ planned: VocabularyPlans, language: CodegenLanguage) {
    self.planned = planned
    member = CodegenNaming.member(planned.input.pattern.id)
    let spelled = CodegenNaming.spelled(member, in: language)
    declaration = spelled.declaration
    call = spelled.call
  }

  var input: CodegenInput { planned.input }
  var render: RenderInput { planned.render }

  var id: String { input.pattern.id }

  /// The title the documentation uses: the frontmatter `title`, else the id.
  var title: String {
    let title = input.title.map(CodegenNaming.commentText) ?? ""
    return title.isEmpty ? id : title
  }

  /// `Title: feel.` (or the title alone), for doc comments.
  var summary: String {
    guard let feel = input.feel.map(CodegenNaming.commentText), !feel.isEmpty else {
      return title + "."
    }
    return title + ": " + feel
  }

  /// The ladder `render` plans for `profile`'s platform.
  func plan(_ profile: DeviceProfile, reduced: Bool = false) -> PlatformPlan {
    planned.plan(profile, reduced: reduced)
  }

  /// The branch `profile` plays, as `render --profile` would choose it.
  func played(on profile: DeviceProfile, reduced: Bool = false) -> Branch? {
    plan(profile, reduced: reduced).branch(for: profile)
  }
}
