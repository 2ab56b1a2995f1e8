import HapModel

/// A field of the inspector being typed into.
public struct FieldEditor: Equatable, Sendable {
  public var field: InspectorField
  /// The event an event field was opened for: the text goes to it or nowhere.
  public var event: EventID?
  public var text: String
  /// The insertion point, in characters from the start.
  public var caret: Int
  /// Why the last attempt to commit was refused.
  public var error: String?
  /// The shown value is selected: the first character typed replaces it (`0.9`, not `0.60.9`),
  /// Backspace clears it, and moving the caret keeps it for editing.
  public var replacesOnType: Bool

  public init(field: InspectorField, text: String, event: EventID? = nil) {
    self.field = field
    self.event = event
    self.text = text
    caret = text.count
    error = nil
    replacesOnType = true
  }

  mutating func insert(_ character: Character) {
    if replacesOnType { clear() }
    let index = text.index(text.startIndex, offsetBy: caret)
    text.insert(character, at: index)
    caret += 1
  }

  mutating func deleteBackward() {
    if replacesOnType { return clear() }
    guard caret > 0 else { return }
    let index = text.index(text.startIndex, offsetBy: caret - 1)
    text.remove(at: index)
    caret -= 1
  }

  /// Empties the text, leaving it to be typed.
  mutating func clear() {
    text = ""
    caret = 0
    replacesOnType = false
  }

  mutating func deleteForward() {
    guard caret < text.count else { return }
    text.remove(at: text.index(text.startIndex, offsetBy: caret))
  }
}
