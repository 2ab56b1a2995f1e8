import HapModel
import HapSite

/// `haptui site`: writes a static gallery of patterns (HapSite makes the files; this command
/// reads the patterns, claims the folder and writes).
enum SiteCommand: Subcommand {
  static let name = "site"
  static let summary = "write a static gallery site of patterns (plots, platforms, downloads)"
  static let help = """
    Usage: haptui site [--out DIR] [--title T] [--base-url URL] [--force] [--jobs N] PATH...

    Writes a static site for the patterns: index.html with a card per pattern (title, id,
    intent, requiredCapability, duration, a small plot and tags derived from the track),
    search and filters, and the files that got no page with their diagnostics; a page per
    pattern (patterns/ID.html) with its prose, facts, an SVG plot, one lane per platform and
    device profile with what is kept, approximated or dropped and why, its diagnostics, a
    playground that says what this browser can play, and downloads: every artefact 'export'
    writes, the Android vibration XML the page's adb line plays, and the 'codegen'
    vocabulary of the pattern. Files are named by their path inside the folder given.
    Plain files: they work from file://, on any static host, offline. See docs/site.md.

    A PATH may be a .hap.md file or a folder (searched recursively). A file whose block does
    not parse, whose id is not a slug, or whose id an earlier file has gets no page and is
    listed on the index; it never stops the build. Prose is rendered with cmark's safe mode
    and every value is escaped, so a pattern cannot put script into the site.

    Options:
      --out DIR         the folder to write (default: site); it must be new, empty, or made
                        by an earlier 'haptui site' (it holds a .haptui-site file, which lists
                        the files that build wrote: those this build does not write, such as a
                        renamed pattern's old page, are removed; other files are never touched)
      --title T         the gallery's title (default: Haptic patterns)
      --base-url URL    the http(s) address the site will be served from: links become
                        absolute and each page gets a QR code of its address
      --force           write into a non-empty folder haptui did not make
      --jobs N          make pages on N threads (default: one per processor)

    Exit status: 0 the site was written (files with problems are listed in it), 1 a folder
    held no patterns, the folder was refused, or a file could not be written, 2 usage error.

    Example:
      haptui site --out build/gallery --title "Acme haptics" Patterns

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scan: ArgumentScanner
    var jobs = OrderedWork.processors
    do throws(UsageError) {
      scan = try ArgumentScanner(
        arguments, flags: ["force"], options: ["out", "title", "base-url", "jobs"])
      guard !scan.positionals.isEmpty else { throw UsageError("give at least one PATH") }
      if let url = scan.value("base-url"), !SiteOptions.isValidBaseURL(url) {
        throw UsageError(
          "--base-url '\(url)' is not an http:// or https:// address without spaces or quotes "
            + "(for example https://haptics.example.com/gallery/)")
      }
      if let title = scan.value("title"), title.trimmingSpaces.isEmpty {
        throw UsageError("--title needs some text")
      }
      if let text = scan.value("jobs") {
        guard let number = Int(text), number >= 1 else {
          throw UsageError("--jobs needs a whole number of at least 1, not '\(text)'")
        }
        jobs = number
      }
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    let options = SiteOptions(
      title: scan.value("title") ?? "Haptic patterns", baseURL: scan.value("base-url"))
    let folder = scan.value("out") ?? "site"
    let expansion = PatternFiles.expand(scan.positionals)
    var failed = false
    for empty in expansion.emptyFolders {
      io.err("haptui site: no .hap.md files found under \(empty)\n")
      failed = true
    }
    let earlier: SiteManifest
    let fresh: Bool
    switch SiteFolder.claim(folder, force: scan.flags.contains("force")) {
    case .success(let claim):
      earlier = claim.manifest
      fresh = claim.fresh
    case .failure(let problem):
      io.err("haptui site: \(problem.message)\n")
      return 1
    }
    var sources: [SiteSource] = []
    OrderedWork.run(Array(zip(expansion.files, expansion.names)), jobs: jobs) { file, name in
      SiteSource(path: file, name: name, document: HapDocument.read(path: file))
    } consume: {
      sources.append($0)
    }
    let plan = SitePlan(sources)
    var cards: [IndexCard] = []
    var written: [String] = []
    var problems: [String] = []
    // Each page is made and written on the thread that made it (pages are independent, so
    // both processors make and write at once), and its bytes are freed there (D170).
    OrderedWork.run(plan.patterns, jobs: jobs) { entry in
      var checked: Set<String> = []
      var paths: [String] = []
      var failures: [String] = []
      for file in PatternPage(entry, options: options).files {
        if let problem = SiteFolder.write(file, into: folder, fresh: fresh, checked: &checked) {
          failures.append(problem)
        } else {
          paths.append(file.path)
        }
      }
      return (IndexCard(entry), paths, failures)
    } consume: { card, paths, failures in
      cards.append(card)
      written += paths
      problems += failures
    }
    var checked: Set<String> = []
    for file in SiteBuilder.sharedFiles(cards: cards, broken: plan.broken, options: options) {
      if let problem = SiteFolder.write(file, into: folder, fresh: fresh, checked: &checked) {
        problems.append(problem)
      } else {
        written.append(file.path)
      }
    }
    let manifest = SiteManifest(paths: written)
    var removed = 0
    if problems.isEmpty {
      removed = SiteFolder.removeStale(earlier.stale(after: manifest), in: folder)
    }
    // After a failed write the earlier build's files are kept, and listed, for the next build.
    let listed =
      problems.isEmpty ? manifest : SiteManifest(paths: written + earlier.stale(after: manifest))
    if let problem = SiteFolder.writeManifest(listed, into: folder) { problems.append(problem) }
    for problem in problems {
      io.err("haptui site: \(problem)\n")
      failed = true
    }
    for file in plan.broken {
      io.err("haptui site: \(file.source): \(file.reason)\n")
    }
    let pages = plan.patterns.count == 1 ? "page" : "pages"
    let stale =
      removed == 0
      ? "" : ", \(removed) stale \(removed == 1 ? "file" : "files") of an earlier build removed"
    io.out(
      "\(SiteFolder.join(folder, "index.html")): \(plan.patterns.count) pattern \(pages), "
        + "\(plan.broken.count) with problems, \(written.count) files\(stale)\n")
    return failed ? 1 : 0
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: Substring {
    let trimmed = drop { $0 == " " || $0 == "\t" }
    return trimmed.dropLast(trimmed.reversed().prefix { $0 == " " || $0 == "\t" }.count)
  }
}
