import HapModel
import HapRender

/// The files a pattern's page offers: the pattern itself, its plot, every artefact
/// `haptui export` writes for each platform (its default profile), and the `haptui codegen`
/// vocabulary of the pattern alone in each language (without its HAPTICS.md).
struct PatternDownloads {
  /// One download: its path from the site's root, its bytes, and how the page names it.
  struct Item {
    var path: String
    var bytes: [UInt8]
    var group: String
    var label: String
  }

  var items: [Item] = []

  /// `audition` is what the page's adb line plays (Android 16's api36 profile).
  init(_ entry: SitePattern, renditions: [Rendition], audition: AndroidAudition, plot: String) {
    let id = entry.id
    let folder = "patterns/\(id)/"
    items.append(
      Item(
        path: folder + "\(id).hap.md", bytes: entry.source.document.bytes, group: "Pattern",
        label: "\(id).hap.md (the source)"))
    items.append(
      Item(path: folder + "plot.svg", bytes: Array(plot.utf8), group: "Pattern", label: "plot.svg"))
    for platform in Platform.allCases {
      let profile = DeviceProfile.defaultProfile(for: platform)
      guard let rendition = renditions.first(where: { $0.profile == profile }) else { continue }
      for file in rendition.artifact.files {
        let path = folder + "\(platform.rawValue)/\(file.name)"
        guard SiteFile.isSafe(path) else { continue }
        items.append(
          Item(
            path: path, bytes: Array(file.text.utf8), group: "export: \(platform.displayName)",
            label: file.name))
      }
    }
    // The vibration XML the page's adb line plays (Android 16's api36 profile): for
    // `cmd vibrator_manager xml` and `VibrationXmlParser` (D228).
    if let xml = AndroidAudition.vibrationXML(playing: audition) {
      items.append(
        Item(
          path: folder + "android/\(id).xml",
          bytes: Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\(xml)\n".utf8),
          group: "Android vibration XML", label: "\(id).xml (what the adb line plays, api36)"))
    }
    let input = CodegenInput(
      path: entry.source.name, pattern: entry.pattern,
      title: entry.source.document.frontmatter?.title,
      feel: entry.source.document.frontmatter?.feel)
    // The vocabulary (and Swift's AHAP resources) without its HAPTICS.md table, which is
    // what the page's lanes already show and would render the pattern twice more (D170); the
    // pattern is planned once for the four languages.
    let languages = CodegenLanguage.allCases.map { language in
      CodegenOptions(
        language: language, command: "haptui codegen --lang \(language.rawValue) \(id).hap.md",
        includesTable: false)
    }
    for (options, output) in zip(languages, Codegen.generate([input], each: languages)) {
      let language = options.language
      for file in output.files {
        let path = folder + "codegen/\(language.rawValue)/\(file.path)"
        guard SiteFile.isSafe(path) else { continue }
        items.append(
          Item(
            path: path, bytes: Array(file.text.utf8), group: "codegen: \(language.rawValue)",
            label: file.path))
      }
    }
  }
}
