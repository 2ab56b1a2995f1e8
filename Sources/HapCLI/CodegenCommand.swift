import Glibc
import HapModel
import HapRender
import HapSystem

/// `haptui codegen`: writes one app vocabulary (Swift, Kotlin, TypeScript or Dart) and
/// `HAPTICS.md` for a set of patterns. The generator is HapRender's `Codegen`; this file reads
/// the patterns and writes the files, all or nothing.
enum CodegenCommand: Subcommand {
  static let name = "codegen"
  static let summary = "write an app's haptic vocabulary (Swift, Kotlin, TypeScript, Dart)"
  static let help = """
    Usage: haptui codegen --lang swift|kotlin|typescript|dart [--name Haptics] [--out DIR]
                          [--package NAME] PATH...

    Writes one file with one function per pattern (Haptics.impactLight()…), each playing what
    'haptui render' plans for the platform, gated by the app's own isEnabled, and HAPTICS.md
    (pattern × device: the rung each plays, what survives, and the collisions: patterns that
    play identically somewhere; the collisions of the chosen language also print as
    warnings). A PATH may be a .hap.md file or a folder (searched recursively).

      swift       DIR/Haptics.swift and the AHAP files it plays in DIR/Haptics/
      kotlin      DIR/Haptics.kt (package --package, default 'haptics') and
                  DIR/HapticsCompose.kt (Jetpack Compose: LocalHapticFeedback)
      typescript  DIR/haptics.ts (React Native, expo-haptics; on Android its
                  performAndroidHapticsAsync where installed) and DIR/haptics.web.ts
      dart        DIR/haptics.dart (Flutter HapticFeedback)

    Output is deterministic (patterns in id order, no dates). Files are staged beside DIR and
    renamed into place only when every pattern was read and named, so a failure writes
    nothing. See docs/codegen.md.

    Options:
      --lang L          swift, kotlin, typescript or dart
      --name N          the vocabulary's type name (default Haptics)
      --out DIR         the folder to write into (default: the current folder)
      --package NAME    the Kotlin package (default haptics)

    Exit status: 0 written, 1 a file had no parseable block, a folder held no patterns, two
    patterns make the same name, or a file could not be written, 2 usage error.

    Example:
      haptui codegen --lang swift --out App/Haptics Patterns

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    var options: CodegenOptions
    let scan: ArgumentScanner
    do throws(UsageError) {
      scan = try ArgumentScanner(
        arguments, flags: [], options: ["lang", "name", "out", "package"])
      guard let lang = scan.value("lang") else {
        throw UsageError("--lang is required (swift, kotlin, typescript or dart)")
      }
      guard let language = CodegenLanguage(rawValue: lang) else {
        throw UsageError("unknown language '\(lang)' (swift, kotlin, typescript or dart)")
      }
      guard !scan.positionals.isEmpty else { throw UsageError("give at least one PATH") }
      options = CodegenOptions(
        language: language, name: scan.value("name") ?? "Haptics",
        kotlinPackage: scan.value("package") ?? "haptics")
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    options.command = (["haptui", name] + arguments.map(quoted)).joined(separator: " ")
    let expansion = PatternFiles.expand(scan.positionals)
    var failed = false
    for empty in expansion.emptyFolders {
      io.err("haptui codegen: no .hap.md files found under \(empty)\n")
      failed = true
    }
    var inputs: [CodegenInput] = []
    for file in expansion.files {
      guard let input = load(file, io: io) else {
        failed = true
        continue
      }
      inputs.append(input)
    }
    guard !failed else {
      io.err("haptui codegen: nothing written\n")
      return 1
    }
    let output = Codegen.generate(inputs, options: options)
    for error in output.errors { io.err("haptui codegen: error: \(error)\n") }
    guard output.errors.isEmpty else {
      io.err("haptui codegen: nothing written\n")
      return 1
    }
    for warning in output.warnings { io.err("haptui codegen: warning: \(warning)\n") }
    let folder = scan.value("out") ?? "."
    if let problem = write(output.files, into: folder) {
      io.err("haptui codegen: \(problem); nothing written\n")
      return 1
    }
    for file in output.files { io.out(Files.join(folder, file.path) + "\n") }
    return 0
  }

  /// A pattern with its title and feel, or `nil` after saying why on standard error.
  private static func load(_ path: String, io: CommandIO) -> CodegenInput? {
    let document = HapDocument.read(path: path)
    guard let pattern = document.pattern else {
      let errors = document.errors.isEmpty ? document.diagnostics : document.errors
      for diagnostic in errors {
        io.err(
          "\(path):\(diagnostic.line):\(diagnostic.column): error[\(diagnostic.code)]: "
            + "\(diagnostic.message)\n")
      }
      io.err("haptui codegen: \(path): no haptic block that parses, so no function for it\n")
      return nil
    }
    for diagnostic in document.errors {
      io.err(
        "\(path):\(diagnostic.line):\(diagnostic.column): warning[\(diagnostic.code)]: "
          + "\(diagnostic.message)\n")
    }
    return CodegenInput(
      path: path, pattern: pattern, title: document.frontmatter?.title,
      feel: document.frontmatter?.feel)
  }

  private static func quoted(_ argument: String) -> String {
    let plain = argument.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:+@".contains($0))
    }
    return plain && !argument.isEmpty
      ? argument : "'" + argument.replacing("'", with: "'\\''") + "'"
  }

  /// Writes `files` under `folder`, all or nothing: every file is written in full into a
  /// staging folder beside `folder` first, then renamed into place (each rename atomic). A
  /// missing `folder` is the staging folder renamed whole; in an existing one, generated files
  /// are replaced and stale `.ahap` files in the generated resource folder removed.
  private static func write(_ files: [GeneratedFile], into folder: String) -> String? {
    let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let parent = trimmed.contains("/") ? String(trimmed[..<trimmed.lastIndex(of: "/")!]) : "."
    if let problem = OutputFiles.makeFolder(parent.isEmpty ? "/" : parent) { return problem }
    let kind = Files.kind(of: trimmed)
    let exists = kind != nil
    if exists, kind != .folder { return "\(trimmed) is not a folder" }
    let base = trimmed.split(separator: "/").last.map(String.init) ?? "out"
    let staging = Files.join(parent.isEmpty ? "/" : parent, ".\(base).haptui-codegen-\(getpid())")
    defer { Files.removeTree(staging) }
    for file in files {
      let path = Files.join(staging, file.path)
      let folderOfFile = String(path[..<path.lastIndex(of: "/")!])
      if let problem = OutputFiles.makeFolder(folderOfFile) { return problem }
      if let problem = OutputFiles.write(file.text, to: path) { return problem }
    }
    if !exists {
      do {
        try Files.rename(staging, to: trimmed)
      } catch {
        return "cannot create \(trimmed): \(error.reason)"
      }
      return nil
    }
    let generated = Set(files.map(\.path))
    for file in files {
      let target = Files.join(trimmed, file.path)
      let folderOfTarget = String(target[..<target.lastIndex(of: "/")!])
      if let problem = OutputFiles.makeFolder(folderOfTarget) { return problem }
      do {
        try Files.rename(Files.join(staging, file.path), to: target)
      } catch {
        return "cannot write \(target): \(error.reason)"
      }
    }
    // AHAP files of patterns that are gone would otherwise stay in the app bundle.
    for resourceFolder in Set(files.compactMap { $0.path.split(separator: "/").dropLast().first }) {
      for name in Files.names(in: Files.join(trimmed, String(resourceFolder))) ?? []
      where name.hasSuffix(".ahap") && !generated.contains("\(resourceFolder)/\(name)") {
        Files.remove(Files.join(Files.join(trimmed, String(resourceFolder)), name))
      }
    }
    return nil
  }
}
