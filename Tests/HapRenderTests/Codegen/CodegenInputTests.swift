import HapModel
import Testing

@testable import HapRender

/// What the generator refuses (clashing or reserved names, no patterns, a bad type name) and
/// the warnings it gives (collisions, renamed Dart members).
@Suite struct CodegenInputTests {
  static func generate(_ inputs: [CodegenInput], _ language: CodegenLanguage = .swift)
    -> CodegenOutput
  {
    Codegen.generate(inputs, options: CodegenOptions(language: language))
  }

  @Test(arguments: CodegenLanguage.allCases)
  func twoIdsMakingOneIdentifierAreRefusedNamingBothFiles(_ language: CodegenLanguage) {
    let output = Self.generate(
      [
        CodegenFixtures.input("tap-2", path: "a/tap-2.hap.md"),
        CodegenFixtures.input("tap2", path: "b/tap2.hap.md"),
      ],
      language)
    #expect(output.files.isEmpty)
    #expect(output.errors.count == 1)
    let message = output.errors.first ?? ""
    #expect(message.contains("a/tap-2.hap.md (id 'tap-2')"))
    #expect(message.contains("b/tap2.hap.md (id 'tap2')"))
    #expect(message.contains("both make the member 'tap2'"))
  }

  @Test func theSameIdInTwoFilesIsAClashToo() {
    let output = Self.generate([
      CodegenFixtures.input("pop", path: "one.hap.md"),
      CodegenFixtures.input("pop", path: "two.hap.md"),
    ])
    #expect(output.files.isEmpty)
    #expect(output.errors.first?.contains("one.hap.md (id 'pop'), two.hap.md (id 'pop')") == true)
  }

  @Test(arguments: CodegenLanguage.allCases)
  func anIdThatNamesAMemberOfTheTypeIsRefused(_ language: CodegenLanguage) {
    let output = Self.generate([CodegenFixtures.input("is-enabled")], language)
    #expect(output.files.isEmpty)
    #expect(output.errors.first?.contains("'is-enabled' makes the member 'isEnabled'") == true)
  }

  @Test func reservedWordsAreEscapedInSwiftAndKotlinAndRenamedInDart() throws {
    let inputs = [CodegenFixtures.input("default"), CodegenFixtures.input("return")]
    let swift = Self.generate(inputs, .swift)
    let swiftText = try #require(CodegenFixtures.file(swift, "Haptics.swift"))
    #expect(swiftText.contains("public static func `default`()"))
    #expect(swiftText.contains("public static func `return`()"))
    #expect(swift.warnings.allSatisfy { !$0.contains("reserved") })
    let kotlin = try #require(CodegenFixtures.file(Self.generate(inputs, .kotlin), "Haptics.kt"))
    #expect(kotlin.contains("fun `return`()"))
    #expect(kotlin.contains("fun default()"), "not a Kotlin keyword")
    let dart = Self.generate(inputs, .dart)
    let dartText = try #require(CodegenFixtures.file(dart, "haptics.dart"))
    #expect(dartText.contains("static void defaultPattern()"))
    #expect(dartText.contains("static void returnPattern()"))
    #expect(dart.warnings.contains { $0.contains("'default' is a reserved word in Dart") })
    let typescript = try #require(
      CodegenFixtures.file(Self.generate(inputs, .typescript), "haptics.ts"))
    #expect(typescript.contains("  default(): void {"), "property names may be reserved words")
  }

  @Test func noPatternsIsAnError() {
    let output = Self.generate([])
    #expect(output.files.isEmpty)
    #expect(output.errors == ["no patterns to generate a vocabulary from"])
  }

  @Test(arguments: ["haptics", "My Haptics", "9Lives", ""])
  func aTypeNameThatIsNotUpperCamelCaseIsRefused(_ name: String) {
    let output = Codegen.generate(
      [CodegenFixtures.input("pop")], options: CodegenOptions(language: .swift, name: name))
    #expect(output.files.isEmpty)
    #expect(output.errors.first?.contains("is not an UpperCamelCase identifier") == true)
  }

  @Test func theNameNamesTheTypeAndTheFiles() {
    let inputs = [CodegenFixtures.input("pop", intent: nil)]
    func paths(_ language: CodegenLanguage) -> [String] {
      Codegen.generate(inputs, options: CodegenOptions(language: language, name: "AppHaptics"))
        .files.map(\.path)
    }
    #expect(paths(.swift) == ["AppHaptics.swift", "AppHaptics/pop.ahap", "HAPTICS.md"])
    #expect(paths(.kotlin) == ["AppHaptics.kt", "AppHapticsCompose.kt", "HAPTICS.md"])
    #expect(paths(.typescript) == ["HAPTICS.md", "appHaptics.ts", "appHaptics.web.ts"])
    #expect(paths(.dart) == ["HAPTICS.md", "app_haptics.dart"])
  }

  @Test func collisionsNameThePatternsAndWhatTheyShare() throws {
    let output = CodegenFixtures.generate(.dart)
    let flutter = output.warnings.filter { $0.contains("Flutter (classic)") }
    #expect(
      flutter.contains(
        "collision on Flutter (classic): impactLight(), impactSoft(), toggleOff() all play "
          + "HapticFeedback.lightImpact(), so they feel the same there"))
    #expect(output.warnings.allSatisfy { $0.contains("Flutter (classic)") }, "only Dart's profile")
    let table = try #require(CodegenFixtures.file(output, "HAPTICS.md"))
    #expect(table.contains("## Collisions"))
    for warning in output.warnings { #expect(table.contains(warning)) }
    #expect(table.contains("collision on iOS (iphone)"), "the table lists every platform's")
  }

  /// On iOS the two differ; on an API 27 ERM phone both tracks are one 30 ms on pulse.
  @Test func collisionsAreCountedPerDevice() {
    let output = Self.generate(
      [
        CodegenFixtures.input("a", intent: "impact.light", web: [30]),
        CodegenFixtures.input("b", intent: "impact.heavy", web: [60], intensity: 1),
      ])
    #expect(output.warnings.isEmpty, "Swift warns about iOS only")
    let table = CodegenFixtures.file(output, "HAPTICS.md") ?? ""
    #expect(!table.contains("collision on iOS"))
    #expect(
      table.contains(
        "collision on Android (legacy): a(), b() both play createWaveform([0, 30], -1)"))
    let alone = Self.generate([CodegenFixtures.input("a")])
    #expect(CodegenFixtures.file(alone, "HAPTICS.md")?.contains("None: every pattern") == true)
  }

  @Test func docCommentsCannotBeClosedByAFeel() throws {
    var input = CodegenFixtures.input("pop")
    input.feel = "sharp */ then\nmore"
    let text = try #require(
      CodegenFixtures.file(Self.generate([input], .typescript), "haptics.ts"))
    #expect(text.contains("pop: sharp * / then more"))
  }
}
