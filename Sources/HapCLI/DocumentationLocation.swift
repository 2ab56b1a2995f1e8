import Foundation
import HapLSP

/// Where this haptui's copy of docs/cli.md can be opened, for links to a diagnostic's entry.
///
/// In order: `HAPTUI_DOCS_URL` (a team's published copy, e.g. on its repository host); the copy
/// `make install` puts beside the binary (`PREFIX/share/doc/haptui/cli.md`); the source tree a
/// development build runs from. Otherwise `nil`: links are left out, never guessed (D137).
enum DocumentationLocation {
  /// The variable that names a published copy of docs/cli.md.
  static let variable = "HAPTUI_DOCS_URL"

  /// The location for this process.
  static func current() -> String? {
    resolve(
      environment: ProcessInfo.processInfo.environment,
      executable: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0])
  }

  /// The location given the environment and the path of the running binary.
  static func resolve(environment: [String: String], executable: String) -> String? {
    if let published = environment[variable], !published.isEmpty { return published }
    let binaryFolder = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let installed = binaryFolder.deletingLastPathComponent()
      .appendingPathComponent("share/doc/haptui/cli.md")
    if FileManager.default.fileExists(atPath: installed.path) {
      return DocumentURI.uri(of: installed.path)
    }
    // A development build: .build/<triple>/<configuration>/haptui under the checkout.
    var folder = binaryFolder
    for _ in 0..<4 {
      folder = folder.deletingLastPathComponent()
      let manual = folder.appendingPathComponent("docs/cli.md")
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Package.swift").path),
        FileManager.default.fileExists(atPath: manual.path)
      {
        return DocumentURI.uri(of: manual.path)
      }
    }
    return nil
  }
}
