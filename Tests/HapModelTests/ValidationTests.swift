import HapModel
import Testing

/// Every diagnostic code with its position. Blocks are written so columns are easy to count.
@Suite struct ValidationTests {
  /// A file whose block's first line is file line 6.
  static func file(_ block: String, front: String = "id: t\n") -> String {
    "---\n\(front)---\n\n```haptic\n\(block)\n```\n"
  }

  /// `line:column code` for each diagnostic, in order.
  static func found(_ text: String) -> [String] {
    HapDocument(bytes: Array(text.utf8)).diagnostics.map { "\($0.line):\($0.column) \($0.code)" }
  }

  static func messages(_ text: String, code: String) -> [String] {
    HapDocument(bytes: Array(text.utf8)).diagnostics.filter { $0.code == code }.map(\.message)
  }

  static let good = """
    {"haptic": "0.1", "id": "t", "track": [{"at": 0, "type": "transient"}], "fallbacks": {"web": [30]}}
    """

  @Test func conformantFileHasNoDiagnostics() {
    #expect(Self.found(Self.file(Self.good)) == [])
    #expect(HapDocument(bytes: Array(Self.file(Self.good).utf8)).isConformant)
  }

  @Test func hap000NotUTF8PointsAtTheBadByte() {
    var bytes = Array(Self.file(Self.good).utf8)
    bytes.insert(0xFF, at: 8)  // line 2 is "id: t"; offset 8 is after "id: "
    let document = HapDocument(bytes: bytes)
    #expect(document.diagnostics.map { "\($0.line):\($0.column) \($0.code)" } == ["2:5 HAP000"])
    #expect(!document.isConformant)
    #expect(document.pattern == nil)
  }

  @Test func hap000UnreadableFile() {
    let document = HapDocument.read(path: "/nonexistent/folder/x.hap.md")
    #expect(document.diagnostics.map(\.code) == ["HAP000"])
    #expect(document.diagnostics[0].message.contains("No such file"))
    #expect(!document.isReadable)
    let folder = HapDocument.read(path: "/tmp")
    #expect(folder.diagnostics.map(\.code) == ["HAP000"])
  }

  @Test func hap001NoBlockAndTwoBlocks() {
    #expect(Self.found("---\nid: t\n---\n\nJust prose.\n") == ["4:1 HAP001"])
    let two = Self.file(Self.good) + "\nMore.\n\n  ~~~haptic\n  {}\n  ~~~\n"
    // The second fence is at line 11, column 3; the first block still validates.
    #expect(Self.found(two) == ["11:3 HAP001"])
    #expect(Self.messages(two, code: "HAP001")[0].contains("first opens at line 5"))
  }

  @Test func hap002ReportsEveryViolationAtItsValue() {
    let block = """
      {"haptic": 0.1, "id": "t",
       "track": [{"at": -5, "type": "tap", "intensity": 1.4},
                 {"at": 1.5, "type": "transient", "sharpness": -0.2, "curve": "ease-in"},
                 3],
       "requiredCapability": "amplitud", "fallbacks": {"web": [30, "x"]}}
      """
    #expect(
      Self.found(Self.file(block)) == [
        "6:12 HAP002", "7:19 HAP002", "7:31 HAP002", "7:51 HAP002", "8:19 HAP002", "8:58 HAP002",
        "8:73 HAP002", "8:73 HAPW11", "9:12 HAP002", "10:24 HAP002", "10:62 HAP002", "10:62 HAPW09",
      ])
    let messages = Self.messages(Self.file(block), code: "HAP002")
    #expect(messages.contains("intensity 1.4 is above 1 (allowed 0..1)"))
    #expect(messages.contains("sharpness -0.2 is below 0 (allowed 0..1)"))
    #expect(messages.contains("at -5 is below 0 (allowed ≥ 0 ms)"))
    #expect(messages.contains { $0.hasPrefix("haptic must be a string") && $0.contains("\"0.1\"") })
    #expect(messages.contains { $0.contains("curve \"ease-in\"") && $0.contains("use \"easeIn\"") })
    #expect(messages.contains { $0.contains("did you mean \"amplitude\"") })
  }

  @Test func hap002MissingMembersAndEmptyTrack() {
    #expect(
      Self.found(Self.file("{\"track\": []}")) == ["6:1 HAP002", "6:1 HAP002", "6:11 HAP002"])
    #expect(Self.found(Self.file("[1, 2]")) == ["6:1 HAP002"])
    let noAt = Self.file(
      "{\"haptic\": \"0.1\", \"id\": \"t\", \"track\": [{\"type\": \"transient\"}], \"fallbacks\": {\"web\": [30]}}"
    )
    #expect(Self.found(noAt) == ["6:40 HAP002"])
  }

  @Test func hap002DuplicateMemberNamesPointAtTheSecond() {
    let block = "{\"haptic\": \"0.1\", \"id\": \"t\", \"id\": \"t\"}"
    #expect(Self.found(Self.file(block)) == ["6:30 HAP002"])
    #expect(Self.messages(Self.file(block), code: "HAP002")[0].contains("appears twice"))
  }

  @Test func hap003SlugMissingAndDifferentIDs() {
    let notSlug = Self.file(
      "{\"haptic\": \"0.1\", \"id\": \"Double Tap\"}", front: "id: Double Tap\n")
    #expect(Self.found(notSlug) == ["2:5 HAP003", "6:25 HAP003"])
    #expect(Self.messages(notSlug, code: "HAP003")[1].contains("\"double-tap\""))
    let missing = Self.file("{\"haptic\": \"0.1\", \"id\": \"t\"}", front: "title: T\n")
    #expect(Self.found(missing) == ["3:1 HAP003"])
    let differ = Self.file("{\"haptic\": \"0.1\", \"id\": \"t\"}", front: "id: other\n")
    #expect(Self.found(differ) == ["2:5 HAP003"])
  }

  @Test func hap004SuggestsTheTier0Token() {
    let block = """
      {"haptic": "0.1", "id": "t", "intent": "notify.success",
       "fallbacks": {"reduced": "selection.change"}}
      """
    #expect(Self.found(Self.file(block)) == ["6:40 HAP004", "7:27 HAP004"])
    let messages = Self.messages(Self.file(block), code: "HAP004")
    #expect(messages[0].hasSuffix("use \"notification.success\""))
    #expect(messages[1].hasSuffix("use \"selection\""))
    let near = Self.messages(
      Self.file("{\"haptic\": \"0.1\", \"id\": \"t\", \"intent\": \"impact.hevy\"}"), code: "HAP004"
    )
    #expect(near[0].contains("did you mean \"impact.heavy\"?"))
  }

  @Test func hap005PointsAtTheFirstEventOutOfOrder() {
    let block = """
      {"haptic": "0.1", "id": "t", "fallbacks": {"web": [30]}, "track": [
        {"at": 0, "type": "transient"},
        {"at": 200, "type": "transient"},
        {"at": 100, "type": "transient"},
        {"at": 150, "type": "transient"}]}
      """
    #expect(Self.found(Self.file(block)) == ["9:10 HAP005"])
  }

  @Test func hap006ContinuousEventWithoutDuration() {
    let block = """
      {"haptic": "0.1", "id": "t", "fallbacks": {"web": [30]}, "track": [
        {"at": 0, "type": "continuous", "intensity": 0.5}]}
      """
    #expect(Self.found(Self.file(block)) == ["7:3 HAP006"])
  }

  @Test func hap007PositionsMapThroughFrontmatterCRLFAndContainers() {
    // Line 6, column 27: the brace after the trailing comma.
    #expect(Self.found(Self.file("{\"haptic\": \"0.1\", \"id\": 1,}")) == ["6:27 HAP007"])
    let crlf =
      "---\r\nid: t\r\n---\r\n\r\n```haptic\r\n{\r\n  \"haptic\": \"0.1\"\r\n  \"id\": \"t\"\r\n}\r\n```\r\n"
    #expect(Self.found(crlf) == ["8:3 HAP007"])
    let quoted =
      "---\nid: t\n---\n\n> Quoted:\n>\n> ```haptic\n> {\n>   \"haptic\": tru\n> }\n> ```\n"
    #expect(Self.found(quoted) == ["9:15 HAP007"])
    let listed = "---\nid: t\n---\n\n- item\n\n  ```haptic\n  {\n    \"id\": @\n  }\n  ```\n"
    #expect(Self.found(listed) == ["9:11 HAP007"])
    #expect(Self.found("---\nid: t\n---\n```haptic\n```\n") == ["5:1 HAP007"])
  }

  @Test func hap008MissingUnterminatedAndInvalidYAML() {
    #expect(Self.found("# No frontmatter\n\n```haptic\n\(Self.good)\n```\n") == ["1:1 HAP008"])
    let unterminated = "---\nid: t\n\n```haptic\n\(Self.good)\n```\n"
    #expect(Self.found(unterminated) == ["1:1 HAP008"])
    let invalid = "---\nid: t\ntags: [a, b\n---\n\n```haptic\n\(Self.good)\n```\n"
    let found = Self.found(invalid)
    #expect(found == ["4:1 HAP008"])
    #expect(Self.messages(invalid, code: "HAP008")[0].contains("flow sequence"))
    let mapping = "---\nid: t\n  bad: indent\n---\n\n```haptic\n\(Self.good)\n```\n"
    #expect(Self.found(mapping) == ["3:6 HAP008"])
    let scalar = "---\njust text\n---\n\n```haptic\n\(Self.good)\n```\n"
    #expect(Self.found(scalar) == ["2:1 HAP008"])
    let twice = "---\nid: t\nid: t\n---\n\n```haptic\n\(Self.good)\n```\n"
    #expect(Self.found(twice) == ["3:1 HAP008"])
  }

  @Test func hapw01MirrorsDisagree() {
    let front = "id: t\nspec: \"0.2\"\nintent: impact.light\nrequiredCapability: curve\n"
    let block = "{\"haptic\": \"0.1\", \"id\": \"t\", \"intent\": \"impact.heavy\"}"
    #expect(
      Self.found(Self.file(block, front: front)) == ["3:7 HAPW01", "4:9 HAPW01", "5:21 HAPW01"])
    let agree = "id: t\nspec: 0.1\nintent: impact.heavy\nrequiredCapability: null\n"
    #expect(Self.found(Self.file(block, front: agree)) == [])
  }

  @Test func hapw02NewerGrammar() {
    #expect(
      Self.found(Self.file("{\"haptic\": \"0.2\", \"id\": \"t\", \"x-new\": 1}")) == ["6:12 HAPW02"]
    )
    #expect(Self.found(Self.file("{\"haptic\": \"0.10\", \"id\": \"t\"}")) == ["6:12 HAPW02"])
    #expect(Self.found(Self.file("{\"haptic\": \"0.1\", \"id\": \"t\"}")) == [])
  }

  @Test func hapw04EventsTooClose() {
    let block = """
      {"haptic": "0.1", "id": "t", "fallbacks": {"web": [30]}, "track": [
        {"at": 0, "type": "transient"},
        {"at": 30, "type": "transient"},
        {"at": 100, "type": "continuous", "duration": 100},
        {"at": 210, "type": "transient"},
        {"at": 150, "type": "transient"}]}
      """
    // 30 ms after a tap; 10 ms of silence after the continuous event ends (at 200).
    let found = Self.found(Self.file(block)).filter { $0.hasSuffix("HAPW04") }
    #expect(found == ["8:10 HAPW04", "10:10 HAPW04"])
  }

  @Test func hapw05PulsesTooShort() {
    let block = """
      {"haptic": "0.1", "id": "t", "fallbacks": {"web": [10, 50, 30]}, "track": [
        {"at": 0, "type": "continuous", "duration": 12}]}
      """
    // The web pattern is not the track's (HAPW12, WebMismatchTests): only HAPW05 is asked here.
    let found = Self.found(Self.file(block)).filter { !$0.hasSuffix("HAPW12") }
    #expect(found == ["6:52 HAPW05", "7:47 HAPW05"])
  }

  @Test func hapw05SpareTheStepsOfAJoinedVibration() {
    // Three touching 15 ms steps are one 45 ms vibration (an imported staircase); two touching
    // 5 ms steps are still a 10 ms pulse, and a lone 15 ms event is a pulse of its own.
    let block = """
      {"haptic": "0.1", "id": "t", "track": [
        {"at": 0, "type": "continuous", "duration": 15},
        {"at": 15, "type": "continuous", "duration": 15},
        {"at": 30, "type": "continuous", "duration": 15},
        {"at": 200, "type": "continuous", "duration": 5},
        {"at": 205, "type": "continuous", "duration": 5},
        {"at": 400, "type": "continuous", "duration": 15}]}
      """
    let found = Self.found(Self.file(block)).filter { $0.hasSuffix("HAPW05") }
    #expect(found == ["10:49 HAPW05", "11:49 HAPW05", "12:49 HAPW05"])
  }

  @Test func hapw06PatternTooLong() {
    let block = """
      {"haptic": "0.1", "id": "t", "fallbacks": {"web": [900, 100, 300]}, "track": [
        {"at": 1000, "type": "continuous", "duration": 500}]}
      """
    let found = Self.found(Self.file(block)).filter { !$0.hasSuffix("HAPW12") }
    #expect(found == ["6:51 HAPW06", "6:78 HAPW06"])
  }

  @Test func hapw06IsNotReportedWhenTheCategorySaysItIsNotUIFeedback() {
    let block = """
      {"haptic": "0.1", "id": "t", "fallbacks": {"web": [900, 100, 300]}, "track": [
        {"at": 1000, "type": "continuous", "duration": 500}]}
      """
    for category in ["timer", "ambient", "alert", "Alarm", "'ringtone '"] {
      let text = Self.file(block, front: "id: t\ncategory: \(category)\n")
      #expect(Self.found(text).filter { !$0.hasSuffix("HAPW12") } == [], "category \(category)")
    }
    for category in ["ui", "feedback", "notification", "timers"] {
      let text = Self.file(block, front: "id: t\ncategory: \(category)\n")
      #expect(
        Self.found(text).filter { !$0.hasSuffix("HAPW12") } == ["7:51 HAPW06", "7:78 HAPW06"],
        "category \(category)")
    }
  }

  @Test func hapw07MissingWebFallbackSuggestsOne() {
    let block = """
      {"haptic": "0.1", "id": "t", "track": [
        {"at": 0, "type": "transient"}, {"at": 100, "type": "continuous", "duration": 200}]}
      """
    #expect(Self.found(Self.file(block)) == ["6:39 HAPW07"])
    #expect(Self.messages(Self.file(block), code: "HAPW07")[0].contains("\"web\": [30, 70, 200]"))
  }

  @Test func hapw08FrontmatterTypes() {
    let front = "id: t\ntags: solo\ntitle: [a]\n"
    #expect(Self.found(Self.file(Self.good, front: front)) == ["3:7 HAPW08", "4:8 HAPW08"])
  }

  @Test func hapw09WebFallbackBeyondBrowserLimits() {
    let block = "{\"haptic\": \"0.1\", \"id\": \"t\", \"fallbacks\": {\"web\": [20000, 50]}}"
    #expect(Self.found(Self.file(block)) == ["6:51 HAPW06", "6:52 HAPW09", "6:59 HAPW09"])
  }

  @Test func hapw10LikelyTypos() {
    let block = """
      {"haptic": "0.1", "id": "t", "fallbacks": {"web": [30]}, "track": [
        {"at": 0, "type": "transient", "intesity": 0.5, "x-vendor": 1}]}
      """
    #expect(Self.found(Self.file(block)) == ["7:34 HAPW10"])
    #expect(
      Self.messages(Self.file(block), code: "HAPW10")[0].contains("did you mean \"intensity\"?"))
  }

  @Test func hapw11FieldsIgnoredOnTransients() {
    let block = """
      {"haptic": "0.1", "id": "t", "fallbacks": {"web": [30]}, "track": [
        {"at": 0, "type": "transient", "duration": 40, "curve": "hold"}]}
      """
    #expect(Self.found(Self.file(block)) == ["7:46 HAPW11", "7:59 HAPW11"])
  }

  @Test func hap002MillisecondsAboveTheExactIntegerLimit() {
    let block =
      "{\"haptic\": \"0.1\", \"id\": \"t\", \"fallbacks\": {\"web\": [9007199254740992, 1e20]}}"
    let found = Self.found(Self.file(block)).filter { $0.hasSuffix("HAP002") }
    #expect(found == ["6:52 HAP002", "6:70 HAP002"])
    #expect(Self.messages(Self.file(block), code: "HAP002")[0].contains("above 9007199254740991"))
  }

  @Test func memberNamesCompareByCodePoints() {
    // "\u00e9" and "e\u0301" are canonically equivalent but different JSON names; so are the
    // Kelvin sign and K.
    let block =
      "{\"haptic\": \"0.1\", \"id\": \"t\", \"\u{E9}\": 1, \"e\u{301}\": 2, \"\u{212A}\": 3, \"K\": 4}"
    #expect(Self.found(Self.file(block)) == [])
  }

  @Test func warningsDoNotBreakConformance() {
    let document = HapDocument(bytes: Array(Self.file("{\"haptic\": \"0.2\", \"id\": \"t\"}").utf8))
    #expect(document.warnings.count == 1)
    #expect(document.isConformant)
  }

  @Test func blockValidatorWorksOnBlockText() {
    let diagnostics = BlockValidator.diagnostics(
      forBlockText: "{\"haptic\": \"0.1\",\n \"id\": \"t\", \"intent\": \"notify.error\"}")
    #expect(diagnostics.map { "\($0.line):\($0.column) \($0.code)" } == ["2:23 HAP004"])
    #expect(BlockValidator.diagnostics(forBlockText: "{").map(\.code) == ["HAP007"])
    #expect(BlockValidator.isConformant(blockText: Self.good))
  }
}
