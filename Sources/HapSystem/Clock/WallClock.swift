import Glibc

/// The calendar time, for showing a moment to the user (never for scheduling: that is
/// `MonotonicTime`).
public enum WallClock {
  /// `seconds` since 1970 as local `YYYY-MM-DD HH:MM`.
  public static func localMinutes(_ seconds: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    localtime_r(&time, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
