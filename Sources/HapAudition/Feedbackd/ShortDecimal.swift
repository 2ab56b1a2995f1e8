/// Short decimals for messages: two places at most, no trailing zeros ("0.6", not "0.59999").
public enum ShortDecimal {
  /// `value` rounded to two places, `1` rather than `1.0`.
  public static func text(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    var text = String(scaled)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
