import HapModel

/// The whole site from documents: the index (HTML and JSON), the codes page, the style sheet
/// and scripts, and a page with its downloads per pattern. Pure: the command writes the files.
public enum SiteBuilder {
  /// The marker file `haptui site` leaves in a folder it made, so a later build may write
  /// there again without `--force`.
  public static let marker = ".haptui-site"

  /// The files every site has besides the pattern pages, given the index's cards (in the
  /// plan's order) and the broken files.
  public static func sharedFiles(
    cards: [IndexCard], broken: [BrokenFile], options: SiteOptions,
    version: String = HaptuiVersion.string
  ) -> [SiteFile] {
    [
      SiteFile(
        path: "index.html",
        text: IndexPage.html(cards, broken: broken, options: options, version: version)),
      SiteFile(path: "index.json", text: IndexPage.json(cards, broken: broken, options: options)),
      SiteFile(path: "codes.html", text: CodesPage.html(options: options, version: version)),
      SiteFile(path: "site.css", text: SiteStyle.css),
      SiteFile(path: "site.js", text: PlaygroundScript.js),
      SiteFile(path: "index.js", text: IndexScript.js),
    ]
  }

  /// Every file of the site for `sources`, on the calling thread (the command spreads the
  /// pages over threads itself).
  public static func build(
    _ sources: [SiteSource], options: SiteOptions, version: String = HaptuiVersion.string
  ) -> [SiteFile] {
    let plan = SitePlan(sources)
    var files: [SiteFile] = []
    for entry in plan.patterns {
      files += PatternPage(entry, options: options, version: version).files
    }
    files += sharedFiles(
      cards: plan.patterns.map(IndexCard.init), broken: plan.broken, options: options,
      version: version)
    return files
  }
}
