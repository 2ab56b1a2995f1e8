/// What the generator is asked for besides the patterns.
public struct CodegenOptions: Equatable, Sendable {
  public var language: CodegenLanguage
  /// The vocabulary's type name (`Haptics`): an UpperCamelCase identifier.
  public var name: String
  /// The command that regenerates the files, quoted in every header (no paths of the machine
  /// beyond what the user typed, and no time, so the output is reproducible).
  public var command: String
  /// The Kotlin package of `Haptics.kt`.
  public var kotlinPackage: String
  /// Whether `HAPTICS.md` is written (the site leaves it out: its pages show the same
  /// renditions, and the table renders every pattern twice more).
  public var includesTable: Bool

  public init(
    language: CodegenLanguage, name: String = "Haptics", command: String = "",
    kotlinPackage: String = "haptics", includesTable: Bool = true
  ) {
    self.language = language
    self.name = name
    self.command = command
    self.kotlinPackage = kotlinPackage
    self.includesTable = includesTable
  }
}
