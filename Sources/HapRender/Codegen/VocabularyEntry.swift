import HapModel

/// One pattern of a vocabulary: its member name in the target language and the plans `render`
/// makes for it.
struct VocabularyEntry {
  var input: CodegenInput
  var render: RenderInput
  /// The lowerCamelCase member derived from the id, before any escaping.
  var member: String
  /// The member as declared (backticks where the language reserves the word).
  var declaration: String
  /// The member as an app calls it.
  var call: String
  /// The plans of every platform a vocabulary covers, by `Renderer.planKey` and setting, made
  /// once: each generator asks for them several times, and long tracks are slow to plan.
  private var plans: [String: PlatformPlan] = [:]

  init(_ input: CodegenInput, language: CodegenLanguage) {
    self.input = input
    render = RenderInput(input.pattern)
    for profile in VocabularyCollision.profiles {
      for reduced in [false, true] where plans[Self.key(profile, reduced)] == nil {
        plans[Self.key(profile, reduced)] = Ladder.plan(
          render, settings: RenderSettings(reduced: reduced), on: Renderer.ladder(for: profile))
      }
    }
    member = CodegenNaming.member(input.pattern.id)
    let spelled = CodegenNaming.spelled(member, in: language)
    declaration = spelled.declaration
    call = spelled.call
  }

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
    plans[Self.key(profile, reduced)]
      ?? Ladder.plan(
        render, settings: RenderSettings(reduced: reduced), on: Renderer.ladder(for: profile))
  }

  private static func key(_ profile: DeviceProfile, _ reduced: Bool) -> String {
    Renderer.planKey(profile) + (reduced ? "|reduced" : "")
  }

  /// The branch `profile` plays, as `render --profile` would choose it.
  func played(on profile: DeviceProfile, reduced: Bool = false) -> Branch? {
    plan(profile, reduced: reduced).branch(for: profile)
  }
}
