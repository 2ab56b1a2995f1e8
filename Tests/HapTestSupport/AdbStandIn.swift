import Foundation

/// The stand-in adb server (`scripts/audition/adb-standin.py`) with Debian's real adb client
/// pointed at it through `ANDROID_ADB_SERVER_PORT`.
public final class AdbStandIn: @unchecked Sendable {
  /// A phone the server offers.
  public struct Phone: Sendable {
    public var serial: String
    public var state = "device"
    public var model: String
    public var api: Int
    public var help: String
    public var dump: String

    public init(
      serial: String, state: String = "device", model: String, api: Int, help: String,
      dump: String
    ) {
      self.serial = serial
      self.state = state
      self.model = model
      self.api = api
      self.help = help
      self.dump = dump
    }
  }

  public let folder = TemporaryFolder(prefix: "haptui-adb")
  let server: BackgroundProcess
  public let port: String
  public let adb: String

  public init(phones: [Phone], adb: String, python: String) throws {
    self.adb = adb
    let fixtures = Repository.path("Tests/Fixtures/audition/")
    let entries = phones.map { phone in
      """
      {"serial": "\(phone.serial)", "state": "\(phone.state)", "model": "\(phone.model)",
       "api": \(phone.api), "help": "\(fixtures + phone.help)", "dump": "\(fixtures + phone.dump)"}
      """
    }
    let config = folder.write("config.json", "{\"phones\": [\(entries.joined(separator: ","))]}")
    let portFile = folder.path("port")
    guard
      let server = BackgroundProcess(
        [
          python, Repository.path("scripts/audition/adb-standin.py"), config, folder.path("log"),
          portFile,
        ], logPath: folder.path("server.log"))
    else { throw StandInError("cannot start the adb stand-in") }
    self.server = server
    guard BackgroundProcess.waitFor(portFile, seconds: 10),
      let port = try? String(contentsOfFile: portFile, encoding: .utf8)
    else {
      server.stop()
      throw StandInError("the adb stand-in did not start: \(server.log)")
    }
    self.port = port
  }

  /// The environment haptui's adb client runs with.
  public var environment: [String: String] { ["ADB": adb, "ANDROID_ADB_SERVER_PORT": port] }

  /// The shell commands the phones received: (CLOCK_MONOTONIC ns, serial, command).
  public var commands: [(time: UInt64, serial: String, command: String)] {
    let text = (try? String(contentsOfFile: folder.path("log"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t", maxSplits: 2).map(String.init)
      guard parts.count == 3, parts[1] != "-", let time = UInt64(parts[0]) else { return nil }
      return (time, parts[1], parts[2])
    }
  }

  /// Pulls `serial`'s cable: the server forgets it.
  public func unplug(_ serial: String) {
    _ = folder.write("unplug-\(serial)", "")
  }

  public func stop() {
    server.stop()
    folder.remove()
  }

  /// The two phones most tests use: an Android 16-and-later Pixel and an Android 13 one.
  public static let standardPhones = [
    Phone(
      serial: "PIXEL36", model: "Pixel_8_Pro", api: 36, help: "help-latest.txt",
      dump: "dumpsys-api36.txt"),
    Phone(
      serial: "OLD33", model: "Pixel_6", api: 33, help: "help-oldest.txt",
      dump: "dumpsys-api33.txt"),
    Phone(
      serial: "MID16", model: "Pixel_9", api: 36, help: "help-android16.txt",
      dump: "dumpsys-api36.txt"),
    Phone(
      serial: "ODD", model: "Odd_Phone", api: 34, help: "help-unknown.txt",
      dump: "dumpsys-api33.txt"),
    Phone(
      serial: "LOCKED", state: "unauthorized", model: "Locked", api: 34, help: "help-latest.txt",
      dump: "dumpsys-api36.txt"),
  ]
}

/// A stand-in that could not start.
public struct StandInError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
