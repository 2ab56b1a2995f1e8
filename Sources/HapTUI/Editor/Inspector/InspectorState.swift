/// The inspector's state: the field with the focus and the text being typed into one.
public struct InspectorState: Equatable, Sendable {
  /// The inspector field with the focus, by name: a row number would land on another field
  /// when the rows change with the selection. While it is not shown (an event field with no
  /// event selected) the inspector focuses the first row and comes back to it later.
  public var field: InspectorField = .at
  /// The value being typed, while a field is edited.
  public var fieldEditor: FieldEditor?

  /// The inspector on its first field, nothing typed.
  public init() {}

  /// The rows the inspector shows: event fields only while an event is selected.
  public static func fields(hasEvent: Bool) -> [InspectorField] {
    (hasEvent ? InspectorField.eventFields : []) + InspectorField.patternFields
  }

  /// The field the inspector's keys act on among `fields`: the remembered one when it is
  /// shown, else the first row.
  public func focusedField(in fields: [InspectorField]) -> InspectorField {
    fields.contains(field) ? field : fields[0]
  }
}
