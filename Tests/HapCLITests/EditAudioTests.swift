import Foundation
import HapTestSupport
import Testing

/// `haptui edit --audio SOUND FILE` refuses what it cannot attach before the editor starts,
/// naming the file and the fix; nothing is written.
@Suite("haptui edit --audio")
struct EditAudioTests: CommandTesting {
  @Test("not audio, missing, and a file that cannot hold audio: exit 1 with the reason")
  func refusals() throws {
    let folder = TemporaryFolder()
    let text = try #require(TextFile.read(Repository.path("Patterns/double-tap.hap.md")))
    let pattern = folder.write("tap.hap.md", text)
    let notes = folder.write("notes.wav", "words, not samples")
    let notAudio = run(["edit", "--audio", notes, pattern])
    #expect(notAudio.status == 1)
    #expect(
      notAudio.err.contains("haptui edit: --audio \(notes): error[AUD002]"), "\(notAudio.err)")
    let missing = run(["edit", "--audio", folder.path("gone.wav"), pattern])
    #expect(missing.status == 1 && missing.err.contains("error[AUD001]"), "\(missing.err)")
    let listed = folder.write(
      "listed.hap.md", text.replacing("\nfeel: ", with: "\naudio: [a, b]\nfeel: "))
    let sound = folder.write("ok.wav", TestWAV.bytes([0.5, -0.5, 0.25, 0], rate: 8000))
    let list = run(["edit", "--audio", sound, listed])
    #expect(list.status == 1 && list.err.contains("is not a one-line value"), "\(list.err)")
    #expect(TextFile.read(pattern) == text && TextFile.read(listed)?.contains("[a, b]") == true)
    // A good sound passes the checks; outside a terminal the editor then says it needs one.
    let good = run(["edit", "--audio", sound, pattern])
    #expect(good.status == 1 && !good.err.contains("--audio"), "\(good.err)")
    #expect(run(["edit", "--audio"]).status == 2)
  }

  @Test("the completions offer file names after --audio")
  func completion() {
    let bash = run(["--completion", "bash"])
    #expect(bash.out.contains("--audio) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;"))
    let zsh = run(["--completion", "zsh"])
    #expect(zsh.out.contains("--audio'[attach SOUND]:SOUND:_files'"))
  }
}
