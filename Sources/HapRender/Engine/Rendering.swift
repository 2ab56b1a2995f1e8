/// A platform's answer for one rung.
struct Rendering: Sendable {
  var branches: [Branch] = []
  /// Why there is no branch at all (set when `branches` is empty).
  var unavailable: String?

  static func none(_ reason: String) -> Rendering { Rendering(unavailable: reason) }
}
