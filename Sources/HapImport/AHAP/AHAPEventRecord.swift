import HapModel

/// One AHAP `Event` as read: times in milliseconds, parameters by id, and where it is.
struct AHAPEventRecord {
  var time: Double
  var type: String
  var duration: Double?
  var parameters: [String: Double] = [:]
  var waveformPath: String?
  var flags: [String] = []
  var position: SourcePosition
  /// 1-based position among the file's events, for the report.
  var number: Int
}
