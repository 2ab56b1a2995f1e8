import HapModel

/// The side-by-side view of a pattern: one column per platform (split by profile where profiles
/// differ), one row per construct, the rung on top. `haptui explain` prints it and the editor's
/// platform panel draws the same data.
public struct ExplainTable: Equatable, Sendable {
  /// One column: a platform and the profiles that render the pattern alike.
  public struct Column: Equatable, Sendable {
    public var platform: Platform
    public var profiles: [String]
    /// `iOS`, or `Android full, api36` where the platform's profiles differ.
    public var title: String
    /// The rendition of the column's first profile (the others render alike).
    public var rendition: Rendition
  }

  /// One cell: the worst status of the construct across the pattern's events.
  public struct Cell: Equatable, Sendable {
    /// `nil` in the rung row.
    public var status: SupportStatus?
    /// Every entry of the construct was not needed (a higher rung played).
    public var unused: Bool
    /// Not every event's construct fared alike; `status` is the worst of them.
    public var mixed: Bool
    /// What the table prints: `kept`, `approx`, `dropped`, `unused`, a rung name…
    public var text: String
  }

  public struct Row: Equatable, Sendable {
    /// `rung`, or a construct name.
    public var label: String
    /// `nil` for the rung row.
    public var construct: Construct?
    public var cells: [Cell]
  }

  public var columns: [Column]
  public var rows: [Row]

  /// Builds the table for `pattern` under `settings`, over `DeviceProfile.all`. The columns'
  /// renditions carry empty artefacts unless `includeArtifacts` (a live panel renders the
  /// focused platform's artefact on its own, with `Renderer.render`).
  public static func build(
    for pattern: HapticPattern, settings: RenderSettings = .standard,
    includeArtifacts: Bool = false
  ) -> ExplainTable {
    let renditions = Renderer.renderAll(
      pattern, settings: settings, includeArtifact: includeArtifacts)
    let constructs = Construct.allCases.filter { construct in
      ReportSites.sites(of: pattern).contains { $0.construct == construct }
    }
    var columns: [Column] = []
    var cellsByColumn: [[Cell]] = []
    for platform in Platform.allCases {
      var groups: [(profiles: [String], rendition: Rendition, cells: [Cell])] = []
      for rendition in renditions where rendition.platform == platform {
        let profile = rendition.profile
        var byConstruct: [Construct: [ReportEntry]] = [:]
        for entry in rendition.report { byConstruct[entry.construct, default: []].append(entry) }
        let cells = [rungCell(rendition)] + constructs.map { cell(byConstruct[$0] ?? [], $0) }
        if let index = groups.firstIndex(where: { $0.cells == cells }) {
          groups[index].profiles.append(profile.name)
        } else {
          groups.append(([profile.name], rendition, cells))
        }
      }
      for group in groups {
        let title =
          groups.count == 1
          ? platform.displayName
          : platform.displayName + " " + group.profiles.joined(separator: ", ")
        columns.append(
          Column(
            platform: platform, profiles: group.profiles, title: title, rendition: group.rendition))
        cellsByColumn.append(group.cells)
      }
    }
    let labels = ["rung"] + constructs.map(\.rawValue)
    let rows = labels.enumerated().map { position, label in
      Row(
        label: label, construct: position == 0 ? nil : constructs[position - 1],
        cells: cellsByColumn.map { $0[position] })
    }
    return ExplainTable(columns: columns, rows: rows)
  }

  private static func rungCell(_ rendition: Rendition) -> Cell {
    Cell(status: nil, unused: false, mixed: false, text: rendition.rung.rawValue)
  }

  private static func cell(_ entries: [ReportEntry], _ construct: Construct) -> Cell {
    let worst =
      entries.map(\.status).max { rank($0) < rank($1) } ?? .dropped
    let mixed = Set(entries.map(\.status)).count > 1
    let unused = !entries.isEmpty && entries.allSatisfy(\.unused)
    var text = unused ? "unused" : word(worst)
    if mixed { text += "*" }
    return Cell(status: worst, unused: unused, mixed: mixed, text: text)
  }

  private static func word(_ status: SupportStatus) -> String {
    switch status {
    case .kept: "kept"
    case .approximated: "approx"
    case .dropped: "dropped"
    }
  }

  /// Dropped is worse than approximated, which is worse than kept.
  static func rank(_ status: SupportStatus) -> Int {
    switch status {
    case .kept: 0
    case .approximated: 1
    case .dropped: 2
    }
  }
}
