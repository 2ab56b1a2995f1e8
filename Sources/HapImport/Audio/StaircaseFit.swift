/// How closely the audio import's steps follow the analysed intensity.
struct StaircaseFit: Equatable {
  var steps = 0
  /// The shortest step, in ms.
  var shortest: Int?
  /// The largest intensity difference from the analysis at any millisecond, and where.
  var worstError = 0.0
  var worstAt = 0

  mutating func note(error: Double, at time: Int) {
    if error > worstError {
      worstError = error
      worstAt = time
    }
  }
}
