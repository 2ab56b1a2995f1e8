import HapModel
import HapRender

extension LanguageServer {
  /// `haptui.play` with arguments `[uri]` (the pattern) or `[uri, position]` (the event under
  /// the cursor, alone, moved to 0 ms; the whole pattern when the cursor is in no event).
  mutating func executeCommand(id: JSONValue, params: JSONValue) -> [ServerEffect] {
    let reply = { (result: Result<JSONValue, ResponseError>) -> ServerEffect in
      switch result {
      case .success(let value): .send(["jsonrpc": "2.0", "id": id, "result": value])
      case .failure(let error): .send(error.code.response(id: id, error.message))
      }
    }
    guard params["command"].string == "haptui.play" else {
      let name = params["command"].string ?? "(none)"
      return [reply(.failure(ResponseError(.invalidParams, "unknown command \(name)")))]
    }
    let arguments = params["arguments"].array ?? []
    let uriArgument = arguments.first?.string ?? arguments.first?["uri"].string
    guard let uri = uriArgument, documents[uri] != nil, let analysis = analysis(uri) else {
      return [
        reply(
          .failure(ResponseError(.invalidParams, "haptui.play needs the URI of an open document")))
      ]
    }
    guard analysis.document.isConformant, let pattern = analysis.document.pattern else {
      return [
        reply(
          .failure(
            ResponseError(
              .requestFailed, "the pattern is not conformant; fix its errors before playing it")))
      ]
    }
    let name = DocumentURI.path(of: uri).map { String($0.split(separator: "/").last ?? "") } ?? uri
    var request = AuditionRequest(
      title: name, document: analysis.text.bytes, target: auditionTarget)
    if arguments.count > 1,
      let offset = LSPRange(text: analysis.text, encoding: encoding).offset(
        arguments[1]["position"].isNull ? arguments[1] : arguments[1]["position"]),
      let event = eventIndex(at: offset, in: analysis), event < pattern.events.count
    {
      var single = pattern
      var chosen = pattern.events[event]
      chosen.at = 0
      single.track = [chosen]
      single.fallbacks?.web = nil
      request.title = "event \(event + 1) of \(name)"
      request.document = analysis.document.serialized(with: single)
    }
    return [
      .play(request),
      reply(.success(["title": .string(request.title), "target": .string(request.target)])),
    ]
  }

  /// The track event whose text holds `offset`.
  func eventIndex(at offset: Int, in analysis: DocumentAnalysis) -> Int? {
    let position = analysis.text.position(of: offset, encoding: .utf8)
    let start = analysis.text.lineStarts[position.line]
    let column = analysis.text.bytes[start..<offset].count { $0 & 0xC0 != 0x80 } + 1
    return TrackEventLocator(analysis.document.tree).event(line: position.line + 1, column: column)
  }
}
