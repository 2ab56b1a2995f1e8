/// One element of a parsed XML document, with where its start tag is in the file.
struct XMLElement {
  var name: String
  var attributes: [(name: String, value: String)]
  var children: [XMLElement]
  /// Non-blank text directly inside the element, trimmed.
  var text: String
  var line: Int
  var column: Int

  func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }
}
