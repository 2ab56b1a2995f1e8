import Foundation

/// Compiles emitted Kotlin with the real `kotlinc` against stand-ins for the Android classes it
/// calls, loads each object on the JVM and prints its array constants as decoded there.
enum KotlinToolchain {
  /// Whether `kotlinc`, `javac` and `java` are on the path.
  static let isAvailable: Bool =
    run("command -v kotlinc && command -v javac && command -v java")?.status == 0

  /// The Android SDK's values of the composition primitives (stable public API constants).
  static let primitiveValues: [String: Int] = [
    "NOOP": 0, "CLICK": 1, "THUD": 2, "SPIN": 3, "QUICK_RISE": 4, "SLOW_RISE": 5,
    "QUICK_FALL": 6, "TICK": 7, "LOW_TICK": 8,
  ].reduce(into: [:]) { $0["VibrationEffect.Composition.PRIMITIVE_\($1.key)"] = $1.value }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Compiles `files` (Kotlin sources) and returns `Class.FIELD` → the field's array items.
  static func compileAndDump(_ files: [(name: String, text: String)]) throws -> [String: [String]] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "haptui-kotlin-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    ).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (path, text) in stubs.map({ ("\(folder)/stubs/\($0.key)", $0.value) })
      + files.map({ ("\(folder)/kotlin/\($0.name)", $0.text) })
    {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let steps = [
      "javac -d '\(folder)/classes' $(find '\(folder)/stubs' -name '*.java')",
      "kotlinc '\(folder)'/kotlin/*.kt -cp '\(folder)/classes' -include-runtime "
        + "-d '\(folder)/objects.jar'",
    ]
    for step in steps {
      guard let result = run(step + " 2>&1"), result.status == 0 else {
        throw Failure(description: "\(step) failed:\n\(run(step + " 2>&1")?.text ?? "")")
      }
    }
    let classes = files.map { String($0.name.dropLast(".kt".count)) }.joined(separator: " ")
    guard
      let dump = run(
        "java -cp '\(folder)/objects.jar:\(folder)/classes' Dump \(classes) 2>&1"),
      dump.status == 0
    else { throw Failure(description: "java Dump failed") }
    var arrays: [String: [String]] = [:]
    for line in dump.text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      let items = line[line.index(after: equals)...].split(separator: ",").map(String.init)
      arrays[String(line[..<equals])] = items
    }
    return arrays
  }

  /// Runs a shell command; its standard output and exit status (`popen`: Foundation's
  /// `Process` hangs under `swift test` here).
  static func run(_ command: String) -> (text: String, status: Int32)? {
    guard let pipe = popen(command, "r") else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    let status = pclose(pipe)
    return (String(decoding: bytes, as: UTF8.self), (status >> 8) & 0xFF)
  }

  /// Stand-ins for the Android classes the artefact calls (the interpreters' recording ones,
  /// `Interpreters/Resources/android`), and `Dump`, which prints every array field of the named
  /// classes as `Class.FIELD=a,b,c`.
  static let stubs: [String: String] = InterpreterResources.android.merging([
    "Dump.java": """
    import java.lang.reflect.*;
    public class Dump {
      public static void main(String[] args) throws Exception {
        for (String name : args) {
          Class<?> type = Class.forName(name);
          Object instance = type.getField("INSTANCE").get(null);
          for (Field field : type.getDeclaredFields()) {
            if (!field.getType().isArray()) continue;
            field.setAccessible(true);
            Object value = field.get(Modifier.isStatic(field.getModifiers()) ? null : instance);
            StringBuilder line = new StringBuilder(name).append('.').append(field.getName());
            line.append('=');
            for (int i = 0; i < Array.getLength(value); i++) {
              if (i > 0) line.append(',');
              line.append(Array.get(value, i));
            }
            System.out.println(line);
          }
        }
      }
    }
    """
  ]) { first, _ in first }
}
