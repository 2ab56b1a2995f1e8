/// Writes the Kotlin emitter's constant arrays: a literal when short, text decoded once at run
/// time when long (D031).
///
/// An object's `private val`s are all initialised in its class initialiser, one JVM method that
/// may hold at most 64 KB of bytecode, and an array literal costs about 8 bytes per element
/// (kotlinc 1.3: 7,871 bytes for 1,000 longs). A class also holds at most 65,535 constants,
/// and every distinct int above 32,767 or long above 1 takes one or two. So an array of more
/// than `literalLimit` elements is written as numbers in raw-string chunks of at most
/// `chunkValues` values (one constant each) and decoded by a helper the object then carries.
enum KotlinArray {
  /// The most elements an array literal may have.
  static let literalLimit = 500
  /// The most values one raw-string chunk holds (at most 13 bytes each with the separator and
  /// the line breaks, so a chunk stays far below the 65,535-byte limit of a class constant).
  static let chunkValues = 4_000

  /// What the elements are, which decides the literal's maker and the decoding helper.
  enum Kind {
    /// Written as `longArrayOf`; decoded by `longsFrom`.
    case long
    /// `intArrayOf`; decoded by `intsFrom`.
    case int
    /// `floatArrayOf` of `NNf` items; decoded by `floatsFrom` (items written without the `f`).
    case float
    /// `intArrayOf` of named constants; decoded by `pick` from indices into the distinct names.
    case named
  }

  /// A helper function a decoded array needs in the object.
  enum Helper: Int, Comparable {
    case longs, ints, floats, pick

    static func < (lhs: Helper, rhs: Helper) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The constant `name` holding the integers `values`, and the helpers it needs.
  static func constant(_ name: String, _ kind: Kind, _ values: [Int]) -> (
    text: String, helpers: [Helper]
  ) {
    constant(name, kind, count: values.count, literal: .numbers(values), numbers: .numbers(values))
  }

  /// The constant `name` holding `values` as Kotlin text (`f` included for floats), and the
  /// helpers it needs.
  static func constant(_ name: String, _ kind: Kind, _ values: [String]) -> (
    text: String, helpers: [Helper]
  ) {
    guard values.count > literalLimit else {
      return constant(
        name, kind, count: values.count, literal: .texts(values), numbers: .texts([]))
    }
    switch kind {
    case .float:
      let numbers = values.map { $0.hasSuffix("f") ? String($0.dropLast()) : $0 }
      return constant(
        name, kind, count: values.count, literal: .texts(values), numbers: .texts(numbers))
    case .named:
      var palette: [String] = []
      var positions: [String: Int] = [:]
      let indices = values.map { value in
        if let position = positions[value] { return position }
        positions[value] = palette.count
        palette.append(value)
        return palette.count - 1
      }
      return constant(
        name, kind, count: values.count, literal: .texts(values), numbers: .numbers(indices),
        palette: palette)
    case .long, .int:
      return constant(
        name, kind, count: values.count, literal: .texts(values), numbers: .texts(values))
    }
  }

  /// Array items: integers, or Kotlin text.
  private enum Items {
    case numbers([Int])
    case texts([String])

    var count: Int {
      switch self {
      case .numbers(let values): values.count
      case .texts(let values): values.count
      }
    }

    /// The items from `start` up to `end`, wrapped as `ArrayText` wraps them.
    func write(from start: Int, to end: Int, indent: String, into out: TextBuffer) {
      switch self {
      case .numbers(let values):
        ArrayText.write(Array(values[start..<end]), indent: indent, into: out)
      case .texts(let values):
        ArrayText.write(Array(values[start..<end]), indent: indent, into: out)
      }
    }
  }

  private static func constant(
    _ name: String, _ kind: Kind, count: Int, literal: Items, numbers: Items,
    palette: [String] = []
  ) -> (text: String, helpers: [Helper]) {
    let out = TextBuffer(capacity: 64 + 8 * count)
    guard count > literalLimit else {
      let maker: String =
        switch kind {
        case .long: "longArrayOf"
        case .int, .named: "intArrayOf"
        case .float: "floatArrayOf"
        }
      out.append("  private val \(name) = \(maker)(\n")
      literal.write(from: 0, to: literal.count, indent: "    ", into: out)
      out.append("\n  )\n")
      return (out.text, [])
    }
    let comment = CommentText.lines(
      "\(name): \(count) values, written as text and decoded once: as one array literal they "
        + "would pass the JVM's limits of 64 KB of bytecode per method and 65,535 constants per "
        + "class.", prefix: "  //")
    out.append(comment.joined(separator: "\n"))
    let helpers: [Helper]
    switch kind {
    case .long:
      out.append("\n  private val \(name) = longsFrom(\n")
      helpers = [.longs]
    case .int:
      out.append("\n  private val \(name) = intsFrom(\n")
      helpers = [.longs, .ints]
    case .float:
      out.append("\n  private val \(name) = floatsFrom(\n")
      helpers = [.floats]
    case .named:
      out.append("\n  private val \(name) = pick(\n    intArrayOf(\n")
      ArrayText.write(palette, indent: "      ", into: out)
      out.append("\n    ),\n")
      helpers = [.longs, .pick]
    }
    var start = 0
    while start < numbers.count {
      let end = min(start + chunkValues, numbers.count)
      out.append(start == 0 ? "    \"\"\"\n" : ",\n    \"\"\"\n")
      numbers.write(from: start, to: end, indent: "    ", into: out)
      out.append("\n    \"\"\"")
      start = end
    }
    out.append("\n  )\n")
    return (out.text, helpers)
  }

  /// The Kotlin of a helper (Kotlin 1.3 and later), indented for the object's body.
  static func source(_ helper: Helper) -> String {
    switch helper {
    case .longs: longsSource
    case .ints: intsSource
    case .floats: floatsSource
    case .pick: pickSource
    }
  }

  private static let longsSource = """
      /** Decodes the non-negative integers written in `chunks`, separated by anything else. */
      private fun longsFrom(vararg chunks: String): LongArray {
        var size = 0
        for (chunk in chunks) {
          var inNumber = false
          for (c in chunk) {
            val digit = c in '0'..'9'
            if (digit && !inNumber) size++
            inNumber = digit
          }
        }
        val values = LongArray(size)
        var at = 0
        for (chunk in chunks) {
          var value = 0L
          var inNumber = false
          for (c in chunk) {
            if (c in '0'..'9') {
              value = value * 10 + (c - '0')
              inNumber = true
            } else if (inNumber) {
              values[at++] = value
              value = 0L
              inNumber = false
            }
          }
          if (inNumber) values[at++] = value
        }
        return values
      }

    """

  private static let intsSource = """
      /** Decodes the integers written in `chunks` (see `longsFrom`). */
      private fun intsFrom(vararg chunks: String): IntArray {
        val values = longsFrom(*chunks)
        return IntArray(values.size) { values[it].toInt() }
      }

    """

  private static let floatsSource = """
      /** Decodes the comma-separated decimals written in `chunks`. */
      private fun floatsFrom(vararg chunks: String): FloatArray {
        val values = ArrayList<Float>()
        for (chunk in chunks) {
          for (item in chunk.split(',')) {
            val text = item.trim()
            if (text.isNotEmpty()) values.add(text.toFloat())
          }
        }
        return values.toFloatArray()
      }

    """

  private static let pickSource = """
      /** The `palette` entries at the indices written in `chunks` (see `longsFrom`). */
      private fun pick(palette: IntArray, vararg chunks: String): IntArray {
        val indices = longsFrom(*chunks)
        return IntArray(indices.size) { palette[indices[it].toInt()] }
      }

    """
}
