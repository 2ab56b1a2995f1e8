import HapModel

/// `haptui codegen`: one app vocabulary per language from a set of patterns, playing what
/// `render` plans for each platform. Pure: it returns files and never touches the disk.
public enum Codegen {
  /// The vocabulary for `inputs` in `options.language`, with `HAPTICS.md` unless
  /// `options.includesTable` is false; or, when a pattern
  /// cannot be given a member (clashing or reserved names) or there are no patterns, the
  /// problems and no files.
  public static func generate(_ inputs: [CodegenInput], options: CodegenOptions) -> CodegenOutput {
    generate(inputs.map(VocabularyPlans.init), options: options)
  }

  /// The vocabulary for `inputs` in each of `options`, in order, as `generate(_:options:)`
  /// makes each: the patterns are planned once for all of them.
  public static func generate(
    _ inputs: [CodegenInput], each options: [CodegenOptions]
  ) -> [CodegenOutput] {
    let planned = inputs.map(VocabularyPlans.init)
    return options.map { generate(planned, options: $0) }
  }

  private static func generate(
    _ inputs: [VocabularyPlans], options: CodegenOptions
  ) -> CodegenOutput {
    var errors: [String] = []
    if inputs.isEmpty { errors.append("no patterns to generate a vocabulary from") }
    if !CodegenNaming.isIdentifier(options.name) || options.name.first?.isUppercase != true {
      errors.append(
        "--name '\(options.name)' is not an UpperCamelCase identifier (letters, digits, '_'; "
          + "for example Haptics)")
    }
    let package = options.kotlinPackage.split(separator: ".", omittingEmptySubsequences: false)
    if options.language == .kotlin,
      !package.allSatisfy({
        CodegenNaming.isIdentifier(String($0)) && !CodegenNaming.kotlinKeywords.contains(String($0))
      })
    {
      errors.append(
        "--package '\(options.kotlinPackage)' is not a Kotlin package name (for example com.example.app)"
      )
    }
    let sorted = inputs.sorted {
      ($0.input.pattern.id, $0.input.path) < ($1.input.pattern.id, $1.input.path)
    }
    let entries = sorted.map { VocabularyEntry($0, language: options.language) }
    errors += clashes(entries, options: options)
    guard errors.isEmpty else { return CodegenOutput(errors: errors) }

    var warnings: [String] = []
    for entry in entries where entry.call != entry.member && options.language == .dart {
      warnings.append(
        "\(entry.input.path): '\(entry.member)' is a reserved word in Dart, so pattern "
          + "'\(entry.id)' is \(options.name).\(entry.call)()")
    }
    let collisions = VocabularyCollision.find(entries)
    for collision in collisions where options.language.profiles.contains(collision.profile) {
      warnings.append(collision.warning(entries, language: options.language))
    }
    let header = CodegenHeader.lines(entries, options: options)
    var files: [GeneratedFile]
    switch options.language {
    case .swift: files = SwiftVocabulary(entries: entries, name: options.name, header: header).files
    case .kotlin:
      files =
        KotlinVocabulary(
          entries: entries, name: options.name, header: header, package: options.kotlinPackage
        ).files
    case .typescript:
      files = TypeScriptVocabulary(entries: entries, name: options.name, header: header).files
    case .dart: files = DartVocabulary(entries: entries, name: options.name, header: header).files
    }
    if options.includesTable {
      files.append(
        GeneratedFile(
          path: "HAPTICS.md",
          text: HapticsTable(
            entries: entries, options: options, header: header, collisions: collisions
          ).text))
    }
    files.sort { $0.path < $1.path }
    return CodegenOutput(files: files, warnings: warnings)
  }

  /// Patterns whose members clash with each other or with the type's own members.
  private static func clashes(_ entries: [VocabularyEntry], options: CodegenOptions) -> [String] {
    var errors: [String] = []
    let own = CodegenNaming.ownMembers(options.language)
    var byName: [String: [VocabularyEntry]] = [:]
    var order: [String] = []
    for entry in entries {
      if own.contains(entry.call) || own.contains(entry.member) {
        errors.append(
          "\(entry.input.path): pattern id '\(entry.id)' makes the member '\(entry.member)', "
            + "which the generated \(options.name) declares itself; give the pattern another id")
        continue
      }
      if byName[entry.call] == nil { order.append(entry.call) }
      byName[entry.call, default: []].append(entry)
    }
    for name in order {
      guard let group = byName[name], group.count > 1 else { continue }
      let files = group.map { "\($0.input.path) (id '\($0.id)')" }.joined(separator: ", ")
      errors.append(
        "\(files) \(group.count == 2 ? "both" : "all") make the member '\(name)'; give the patterns ids that differ in more than "
          + "case and punctuation")
    }
    return errors
  }
}
