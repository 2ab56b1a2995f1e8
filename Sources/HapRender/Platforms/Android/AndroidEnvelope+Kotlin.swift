extension AndroidEnvelope {
  /// The Kotlin that builds this envelope (`BasicEnvelopeBuilder`, API 36), one call a line,
  /// each line indented by `indent`: the artefact and the generated vocabulary print the same.
  func kotlinBuilder(indent: String) -> [String] {
    var lines = [
      "\(indent)VibrationEffect.BasicEnvelopeBuilder()",
      "\(indent)  .setInitialSharpness(\(Decimal.text(initialSharpness))f)",
    ]
    for point in points {
      lines.append(
        "\(indent)  .addControlPoint(\(Decimal.text(point.intensity))f, "
          + "\(Decimal.text(point.sharpness))f, \(point.duration)L)")
    }
    lines.append("\(indent)  .build()")
    return lines
  }
}
