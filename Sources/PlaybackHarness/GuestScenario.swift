/// One run of `haptui` inside the QEMU guest, against a fresh virtual uinput rumble device.
public struct GuestScenario: Sendable {
  /// A name that marks the scenario's output (letters, digits, dashes).
  public var name: String
  /// `haptui` arguments; the word `@NODE@` becomes the device's `/dev/input/eventN`.
  public var arguments: [String]
  /// Destroy the device right after its n-th play (0: never), as if unplugged mid-pattern.
  public var vanishAfterPlays: Int
  /// How many effects the device holds (16, as memless devices).
  public var effectSlots: Int
  /// Whether the device answers every upload with EINVAL (a driver refusing the effect).
  public var rejectsUploads: Bool
  /// Send haptui `signal` this many seconds after the device's first play (nil: never).
  public var terminateAfter: Double?
  /// The signal's name for `kill` (`TERM`, `INT`).
  public var signal: String
  /// Run haptui as this guest user instead of root (`player`, uid 1000, in no group but its
  /// own and `input`).
  public var user: String?
  /// A shell snippet run once the device exists, with `$node` set (for example to change the
  /// node's group and mode).
  public var setup: String?

  public init(
    name: String, arguments: [String], vanishAfterPlays: Int = 0, effectSlots: Int = 16,
    rejectsUploads: Bool = false, terminateAfter: Double? = nil,
    signal: String = "TERM", user: String? = nil, setup: String? = nil
  ) {
    self.signal = signal
    self.name = name
    self.arguments = arguments
    self.vanishAfterPlays = vanishAfterPlays
    self.effectSlots = effectSlots
    self.rejectsUploads = rejectsUploads
    self.terminateAfter = terminateAfter
    self.user = user
    self.setup = setup
  }

  /// The options `ffdevice` takes.
  var deviceOptions: String {
    "vanish=\(vanishAfterPlays),slots=\(effectSlots),reject=\(rejectsUploads ? 1 : 0)"
  }

  /// The line of the guest's scenarios script that runs it.
  var shellLine: String {
    let kill = terminateAfter.map { "\($0)" } ?? "0"
    let words =
      ["scenario", name, deviceOptions, kill, signal, user ?? "-", setup ?? "-"] + arguments
    return words.map(ShellCommand.quoted).joined(separator: " ")
  }
}
