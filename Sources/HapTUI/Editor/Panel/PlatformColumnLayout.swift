import HapRender

/// Where each platform's column sits in the platform panel: drawn there, and clicked there.
enum PlatformColumnLayout {
  /// The columns of each platform in the panel's body, in `Platform.allCases` order.
  static func columnRanges(in body: Rect) -> [(Platform, Range<Int>)] {
    let platforms = Platform.allCases
    let width = max(body.width / platforms.count, 1)
    return platforms.enumerated().map { index, platform in
      (platform, (body.x + index * width)..<(body.x + (index + 1) * width))
    }
  }
}
