/// One AHAP file as data: haptic events and intensity-control curves, times in milliseconds.
struct AHAPDocument: Equatable, Sendable {
  var events: [AHAPEvent] = []
  var curves: [AHAPCurve] = []
}
