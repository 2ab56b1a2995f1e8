import HapLSP

/// The language server's latency on a 20,000-event document: diagnostics after a change
/// (the incremental edit, the checker, the publishDiagnostics message encoded), completion,
/// and hover (first after a change, when the renditions are made, and again).
enum LanguageServerCost {
  static let events = 20_000

  static func run(_ context: BenchContext) -> BenchResult {
    var result = BenchResult(
      name: "language server, 20,000 events",
      aim: "diagnostics after a change within 100 ms; completion and hover within 20 ms",
      note: "")
    var generator = PatternGenerator(seed: 25)
    let text = generator.largePattern(events: events)
    let uri = "file:///bench/large.hap.md"
    var server = LanguageServer(debounce: 0)
    func encoded(_ effects: [ServerEffect]) -> Int {
      effects.reduce(0) { total, effect in
        if case .send(let message) = effect { return total + message.bytes.count }
        return total
      }
    }
    _ = server.receive(message(id: 1, "initialize", ["capabilities": [:]]), now: 0)
    _ = encoded(
      server.receive(
        message(
          nil, "textDocument/didOpen",
          ["textDocument": ["uri": .string(uri), "version": 1, "text": .string(text)]]), now: 0))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let target =
      lines.indices.first { $0 > lines.count / 2 && lines[$0].contains("\"intensity\": ") }
      ?? lines.count / 2
    let line = lines[target]
    let prefix = line.range(of: "\"intensity\": ").map { line[..<$0.upperBound] } ?? ""
    let column = prefix.utf16.count
    var changes: [Double] = []
    var completions: [Double] = []
    var coldHovers: [Double] = []
    var preparedHovers: [Double] = []
    var preparations: [Double] = []
    var hovers: [Double] = []
    var cpu: (changes: [Double], completions: [Double], hovers: [Double]) = ([], [], [])
    /// Wall time of `body`, with this thread's CPU time appended to `into`.
    func timed(_ into: inout [Double], _ body: () -> Void) -> Double {
      let start = CPUClock.thread()
      let wall = Clock.measure(body)
      into.append(CPUClock.thread() - start)
      return wall
    }
    var published = 0
    var hoverBytes = 0
    for round in 0..<15 {
      let change = message(
        nil, "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": .int(round + 2)],
          "contentChanges": [
            [
              "range": [
                "start": ["line": .int(target), "character": .int(column)],
                "end": ["line": .int(target), "character": .int(column + 1)],
              ],
              "text": round % 2 == 0 ? "0" : "1",
            ]
          ],
        ])
      var work: [HoverWork] = []
      changes.append(
        timed(&cpu.changes) {
          _ = server.receive(change, now: round * 1000)
          let effects = server.tick(now: round * 1000 + 1)
          published = encoded(effects)
          for case .prepareHover(let item) in effects { work.append(item) }
        })
      let position: JSONValue = ["line": .int(target), "character": .int(column)]
      let params: JSONValue = ["textDocument": ["uri": .string(uri)], "position": position]
      // Every other round the shell's worker has made hover's renditions by the time the
      // hover comes (the usual case: a pointer rests after typing stops); in the others the
      // hover comes first and renders them itself.
      if round % 2 == 1 {
        preparations.append(Clock.measure { for item in work { server.receive(item.run()) } })
        preparedHovers.append(
          Clock.measure {
            _ = encoded(server.receive(message(id: 2, "textDocument/hover", params), now: 0))
          })
        continue
      }
      coldHovers.append(
        Clock.measure {
          _ = encoded(server.receive(message(id: 2, "textDocument/hover", params), now: 0))
        })
      hovers.append(
        timed(&cpu.hovers) {
          hoverBytes = encoded(server.receive(message(id: 3, "textDocument/hover", params), now: 0))
        })
      completions.append(
        timed(&cpu.completions) {
          _ = encoded(server.receive(message(id: 4, "textDocument/completion", params), now: 0))
        })
    }
    let change = Statistics(cpu.changes).median / 1e6
    let completion = Statistics(cpu.completions).median / 1e6
    let hover = Statistics(cpu.hovers).median / 1e6
    result.add("diagnostics after a change: CPU median", change, "ms")
    result.add("diagnostics after a change: wall median", Statistics(changes).median / 1e6, "ms")
    result.add("diagnostics after a change: wall p99", Statistics(changes).p99 / 1e6, "ms")
    result.add("publishDiagnostics message", Double(published) / 1024, "KiB")
    result.add("completion: CPU median", completion, "ms")
    result.add("completion: wall median", Statistics(completions).median / 1e6, "ms")
    result.add("hover: CPU median", hover, "ms")
    result.add("hover: wall median", Statistics(hovers).median / 1e6, "ms")
    result.add("hover answer", Double(hoverBytes), "bytes")
    result.add(
      "first hover after a change, worker done: median", Statistics(preparedHovers).median / 1e6,
      "ms")
    result.add(
      "first hover after a change, before the worker: median",
      Statistics(coldHovers).median / 1e6, "ms")
    result.add(
      "worker's renditions after a publish: median", Statistics(preparations).median / 1e6, "ms")
    result.met =
      change <= 100 && completion <= 20 && hover <= 20
      && Statistics(preparedHovers).median / 1e6 <= 20
    result.note =
      "in-process, release build; a generated 20,000-event pattern (\(text.utf8.count / 1024) KiB) "
      + "opened once, then 15 rounds of: one incremental didChange of an intensity digit mid-track "
      + "and the publishDiagnostics it causes (checker and JSON encoding); in odd rounds the "
      + "hover-rendition work the publish asks for is run first (as the shell's worker does "
      + "while the user pauses) and then one hover timed; in even rounds a hover comes before "
      + "it (it renders the six default profiles itself), a second hover from the cache and a "
      + "completion are timed; message encoding included; the aim is judged on this thread's "
      + "CPU time, which the other processes on the machine do not inflate"
    return result
  }

  static func message(id: Int? = nil, _ method: String, _ params: JSONValue) -> [UInt8] {
    var members: [String: JSONValue] = [
      "jsonrpc": "2.0", "method": .string(method), "params": params,
    ]
    if let id { members["id"] = .int(id) }
    return JSONValue.object(members).bytes
  }

  static func message(_ id: Int?, _ method: String, _ params: JSONValue) -> [UInt8] {
    message(id: id, method, params)
  }
}
