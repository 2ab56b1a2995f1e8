import HapModel
import HapRender

extension LanguageServer {
  /// The byte offset of `params.position` in the document, with the document.
  func place(_ params: JSONValue) -> Result<(OpenDocument, Int), ResponseError> {
    document(params).flatMap { document in
      guard
        let offset = LSPRange(text: document.text, encoding: encoding).offset(params["position"])
      else { return .failure(ResponseError(.invalidParams, "params.position is missing")) }
      return .success((document, offset))
    }
  }

  /// Whether `params` names a document by URI that is not open (hover and completion answer
  /// `null` for it, as for a place with nothing to say).
  func namesUnopenedDocument(_ params: JSONValue) -> Bool {
    guard let uri = params["textDocument"]["uri"].string else { return false }
    return documents[uri] == nil
  }

  func completion(_ params: JSONValue) -> Result<JSONValue, ResponseError> {
    if namesUnopenedDocument(params) { return .success(.null) }
    return place(params).map { document, offset in
      let items = Completion.items(at: offset, in: document.text.bytes).map { item -> JSONValue in
        [
          "label": .string(item.label), "kind": .int(item.kind), "detail": .string(item.detail),
          "insertText": .string(item.insert),
          "documentation": ["kind": "markdown", "value": .string(item.documentation)],
        ]
      }
      return ["isIncomplete": false, "items": .array(items)]
    }
  }

  mutating func hover(_ params: JSONValue) -> Result<JSONValue, ResponseError> {
    if namesUnopenedDocument(params) { return .success(.null) }
    switch place(params) {
    case .failure(let error): return .failure(error)
    case .success(let (document, offset)):
      guard let analysis = analysis(document.uri) else { return .success(.null) }
      var cache = documents[document.uri]?.hoverCache ?? HoverCache()
      let text = Hover.markdown(at: offset, analysis: analysis, cache: &cache)
      documents[document.uri]?.hoverCache = cache
      guard let text else { return .success(.null) }
      return .success(["contents": ["kind": "markdown", "value": .string(text)]])
    }
  }

  mutating func symbols(_ params: JSONValue) -> Result<JSONValue, ResponseError> {
    document(params).map { document in
      guard let analysis = analysis(document.uri) else { return [] }
      let ranges = LSPRange(text: analysis.text, encoding: encoding)
      return .array(
        DocumentOutline.events(in: analysis).map { span in
          [
            "name": .string(span.name), "kind": 24, "range": ranges.range(span.range),
            "selectionRange": ranges.range(span.selection),
          ]
        })
    }
  }

  mutating func folding(_ params: JSONValue) -> Result<JSONValue, ResponseError> {
    document(params).map { document in
      guard let analysis = analysis(document.uri) else { return [] }
      return .array(
        DocumentOutline.folds(in: analysis).map {
          ["startLine": .int($0.0), "endLine": .int($0.1)]
        })
    }
  }

  mutating func formatting(_ params: JSONValue) -> Result<JSONValue, ResponseError> {
    document(params).flatMap { document in
      guard let analysis = analysis(document.uri) else { return .success([]) }
      let formatting = analysis.document.formatting()
      guard let bytes = formatting.bytes else {
        return .failure(
          ResponseError(.requestFailed, formatting.refusal ?? "the block cannot be formatted"))
      }
      guard bytes != analysis.text.bytes else { return .success([]) }
      return .success([textEdit(from: analysis.text, to: bytes)])
    }
  }

  /// The code actions for `params.range`: when the client sends `context.diagnostics`, only
  /// the fixes for those (matched by code and start), each fix once however many diagnostics it
  /// mends (a sort for every event out of order is one sort), and `fmt` unless `only` drops it.
  mutating func codeActions(_ params: JSONValue) -> Result<JSONValue, ResponseError> {
    document(params).flatMap { document in
      guard let analysis = analysis(document.uri) else { return .success([]) }
      let ranges = LSPRange(text: analysis.text, encoding: encoding)
      let range = ranges.byteRange(params["range"]) ?? 0..<analysis.text.bytes.count
      let sent = params["context"]["diagnostics"].array
      let only = params["context"]["only"].array?.compactMap(\.string)
      var actions: [[String: JSONValue]] = []
      var fixed: [[UInt8]: Int] = [:]
      for fix in QuickFixes.fixes(in: analysis, touching: range)
      where only.map({ kinds in kinds.contains { fix.kind.hasPrefix($0) } }) ?? true {
        var matching: [JSONValue] = []
        if let code = fix.code {
          let start = fix.offset.map { ranges.position($0) }
          matching = (sent ?? []).filter {
            $0["code"].string == code && $0["range"]["start"] == start
          }
          if sent != nil, matching.isEmpty { continue }
        }
        if let index = fixed[fix.result] {
          let known = actions[index]["diagnostics"]?.array ?? []
          let added = matching.filter { !known.contains($0) }
          if !added.isEmpty { actions[index]["diagnostics"] = .array(known + added) }
          continue
        }
        var action: [String: JSONValue] = [
          "title": .string(fix.title), "kind": .string(fix.kind),
          "edit": [
            "changes": .object([document.uri: [textEdit(from: analysis.text, to: fix.result)]])
          ],
        ]
        if fix.code != nil {
          action["isPreferred"] = true
          if !matching.isEmpty { action["diagnostics"] = .array(matching) }
        }
        fixed[fix.result] = actions.count
        actions.append(action)
      }
      return .success(.array(actions.map { .object($0) }))
    }
  }

  /// The one TextEdit that turns `text` into `bytes`.
  func textEdit(from text: TextBuffer, to bytes: [UInt8]) -> JSONValue {
    let edit = TextDiff.edit(from: text.bytes, to: bytes)
    return [
      "range": LSPRange(text: text, encoding: encoding).range(edit.range),
      "newText": .string(String(decoding: edit.bytes, as: UTF8.self)),
    ]
  }
}
