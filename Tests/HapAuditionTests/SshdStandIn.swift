import Foundation
import Glibc
import HapAudition
import HapTestSupport
import Testing

/// A real `/usr/sbin/sshd` on 127.0.0.1 on a free port, with a host key and a client key the
/// test makes, accepting only that key and passing `DBUS_SESSION_BUS_ADDRESS` through, so the
/// far side's `busctl --user` finds the test's bus as a phone's login finds its own.
final class SshdStandIn: @unchecked Sendable {
  let folder = TemporaryFolder(prefix: "haptui-sshd")
  let server: BackgroundProcess
  let port: Int
  let user: String

  init() throws {
    let sshd = try #require(
      RequiredTool.path("/usr/sbin/sshd"),
      "\(RequiredTool.missing("sshd", package: "openssh-server"))")
    let keygen = try #require(
      RequiredTool.path("ssh-keygen"),
      "\(RequiredTool.missing("ssh-keygen", package: "openssh-client"))")
    _ = try #require(
      RequiredTool.path("ssh"), "\(RequiredTool.missing("ssh", package: "openssh-client"))")
    user = String(cString: getpwuid(getuid()).pointee.pw_name)
    for (name, comment) in [("host_key", "host"), ("client_key", "client")] {
      let made = ChildProcess.run([
        keygen, "-q", "-t", "ed25519", "-N", "", "-C", comment, "-f", folder.path(name),
      ])
      guard made.exitCode == 0 else { throw StandInError("ssh-keygen: \(made.stderr)") }
    }
    let publicKey = try String(contentsOfFile: folder.path("client_key.pub"), encoding: .utf8)
    _ = folder.write("authorized_keys", publicKey)
    // The privilege separation directory the package's service unit would create.
    if getuid() == 0 { mkdir("/run/sshd", 0o755) }
    port = Self.freePort()
    let config = folder.write(
      "sshd_config",
      """
      Port \(port)
      ListenAddress 127.0.0.1
      HostKey \(folder.path("host_key"))
      AuthorizedKeysFile \(folder.path("authorized_keys"))
      PidFile \(folder.path("sshd.pid"))
      PasswordAuthentication no
      KbdInteractiveAuthentication no
      PubkeyAuthentication yes
      PermitRootLogin prohibit-password
      UsePAM no
      StrictModes no
      AcceptEnv DBUS_SESSION_BUS_ADDRESS
      LogLevel ERROR

      """)
    guard
      let server = BackgroundProcess(
        [sshd, "-D", "-e", "-f", config], logPath: folder.path("sshd.log"))
    else { throw StandInError("cannot start sshd") }
    self.server = server
    guard Self.waitForListener(port) else {
      server.stop()
      throw StandInError("sshd did not listen: \(server.log)")
    }
  }

  /// The ssh command `HAPTUI_SSH` names: this test's key and known-hosts file, no prompts.
  func sshCommand(key: String? = nil) -> String {
    [
      "ssh", "-F", "/dev/null", "-i", key ?? folder.path("client_key"), "-o", "IdentitiesOnly=yes",
      "-o", "UserKnownHostsFile=\(folder.path("known_hosts"))", "-o", "StrictHostKeyChecking=no",
      "-o", "SendEnv=DBUS_SESSION_BUS_ADDRESS", "-o", "LogLevel=ERROR",
    ].map(ChildProcess.quoted).joined(separator: " ")
  }

  var address: SshAddress { SshAddress(user: user, host: "127.0.0.1", port: port) }

  func stop() {
    server.stop()
    folder.remove()
  }

  static func freePort() -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        _ = bind(socket, $0, length)
        _ = getsockname(socket, $0, &length)
      }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  static func waitForListener(_ port: Int) -> Bool {
    for _ in 0..<200 {
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = UInt16(port).bigEndian
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      close(socket)
      if connected == 0 { return true }
      usleep(25_000)
    }
    return false
  }
}
