import HapModel

extension LanguageServer {
  /// The document `params.textDocument.uri` names, or the error to answer with.
  func document(_ params: JSONValue) -> Result<OpenDocument, ResponseError> {
    guard let uri = params["textDocument"]["uri"].string else {
      return .failure(ResponseError(.invalidParams, "params.textDocument.uri is missing"))
    }
    guard let document = documents[uri] else {
      return .failure(ResponseError(.invalidParams, "\(uri) is not open"))
    }
    return .success(document)
  }

  /// The document's analysis, worked out now if a change made it stale (and kept).
  mutating func analysis(_ uri: String) -> DocumentAnalysis? {
    guard var document = documents[uri] else { return nil }
    let analysis = document.analysed()
    documents[uri] = document
    return analysis
  }

  mutating func open(_ params: JSONValue) -> [ServerEffect] {
    let item = params["textDocument"]
    guard let uri = item["uri"].string, let text = item["text"].string else {
      return [.log("ignored didOpen without textDocument.uri and text")]
    }
    documents[uri] = OpenDocument(
      uri: uri, version: item["version"].int ?? 0, text: TextBuffer(text))
    due[uri] = nil
    return publish(uri)
  }

  mutating func change(_ params: JSONValue, now: Int) -> [ServerEffect] {
    guard let uri = params["textDocument"]["uri"].string, var document = documents[uri] else {
      return [.log("ignored didChange for a document that is not open")]
    }
    var text = document.text
    var effects: [ServerEffect] = []
    for change in params["contentChanges"].array ?? [] {
      guard let replacement = change["text"].string else { continue }
      if change["range"].isNull {
        text = TextBuffer(replacement)
        continue
      }
      let ranges = LSPRange(text: text, encoding: encoding)
      guard let range = ranges.byteRange(change["range"]) else {
        effects.append(.log("ignored a change with a malformed range in \(uri)"))
        continue
      }
      text.replace(range, with: Array(replacement.utf8))
    }
    document.change(to: text, version: params["textDocument"]["version"].int ?? document.version)
    documents[uri] = document
    due[uri] = now + debounce
    return effects
  }

  mutating func close(_ params: JSONValue) -> [ServerEffect] {
    guard let uri = params["textDocument"]["uri"].string else { return [] }
    documents[uri] = nil
    due[uri] = nil
    return [
      .send(
        notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
    ]
  }

  /// The diagnostics of `uri` now.
  mutating func publish(_ uri: String) -> [ServerEffect] {
    guard let analysis = analysis(uri), let document = documents[uri] else { return [] }
    let params = DiagnosticPublisher.params(
      uri: uri, version: document.version, analysis: analysis, encoding: encoding,
      documentation: documentation)
    var effects: [ServerEffect] = [.send(notification("textDocument/publishDiagnostics", params))]
    // Hover's renditions are made next, off the request path, for a block that parses.
    if !document.hoverCache.hasLines, let pattern = analysis.document.pattern {
      effects.append(
        .prepareHover(
          HoverWork(
            uri: uri, version: document.version, pattern: pattern, tree: analysis.document.tree)))
    }
    return effects
  }

  func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }
}
