/// What one node of a parsed JSON text holds.
public enum JSONKind: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array
  case object

  /// The JSON type name as JSON Schema spells it (`integer` is reported as `number`).
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}
