import HapModel
import HapRender

/// `haptui render --list-profiles`: every device profile, as data.
enum ProfileListing {
  static func text() -> String {
    var text = ""
    for platform in Platform.allCases {
      text += "\(platform.rawValue)\n"
      let profiles = DeviceProfile.profiles(for: platform)
      let width = profiles.map(\.name.count).max() ?? 0
      for (position, profile) in profiles.enumerated() {
        let name = profile.name + String(repeating: " ", count: width - profile.name.count)
        text += "  \(name)  \(profile.summary)\(position == 0 ? " (default)" : "")\n"
        text += "  " + String(repeating: " ", count: width) + "  " + details(profile) + "\n"
      }
    }
    return text
  }

  static func json() -> String {
    let items = DeviceProfile.all.map { profile in
      let features = profile.features.sorted().map { JSONWriter.quoted($0.rawValue) }
      let isDefault = DeviceProfile.defaultProfile(for: profile.platform) == profile
      return "  {\"platform\": \(JSONWriter.quoted(profile.platform.rawValue)), "
        + "\"profile\": \(JSONWriter.quoted(profile.name)), \"default\": \(isDefault), "
        + "\"summary\": \(JSONWriter.quoted(profile.summary)), "
        + "\"features\": [\(features.joined(separator: ", "))], "
        + "\"apiLevel\": \(profile.apiLevel.map(String.init) ?? "null"), "
        + "\"motor\": \(JSONWriter.quoted(profile.motor.name)), "
        + "\"minimumPulse\": \(profile.motor.minimumPulse)}"
    }
    return "[\n" + items.joined(separator: ",\n") + "\n]\n"
  }

  private static func details(_ profile: DeviceProfile) -> String {
    let features = profile.features.sorted().map(\.rawValue)
    var parts = ["features: " + (features.isEmpty ? "none" : features.joined(separator: " "))]
    if let api = profile.apiLevel { parts.append("API \(api)") }
    if let host = profile.host { parts.append("host \(host.rawValue)") }
    parts.append("motor \(profile.motor.name), shortest pulse \(profile.motor.minimumPulse) ms")
    return parts.joined(separator: "; ")
  }
}
