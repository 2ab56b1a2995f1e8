/// Patterns written to get script into a gallery: every place a pattern's text reaches a page.
enum HostilePatterns {
  /// What a payload would set if it ran.
  static let marker = "__pwned"

  /// A conformant-enough file whose every free text field and its prose carry script.
  static let everywhere = """
    ---
    id: hostile
    title: "<script>window.__pwned=1</script>Hostile \\" onmouseover=\\"window.__pwned=2"
    feel: "'><img src=x onerror=window.__pwned=3>"
    category: "</script><script>window.__pwned=4</script>"
    tags: ["<svg onload=window.__pwned=5>", "a\\"b", "</title><script>window.__pwned=6</script>"]
    intent: "</script>"
    ---

    # Hostile <script>window.__pwned=7</script>

    <script>window.__pwned=8</script>
    <img src=x onerror="window.__pwned=9">
    <iframe src="javascript:window.__pwned=10"></iframe>

    [a link](javascript:window.__pwned=11) and [another](JaVaScRiPt:window.__pwned=12)
    and ![an image](javascript:window.__pwned=13) and <javascript:window.__pwned=14>
    and [data](data:text/html,<script>window.__pwned=15</script>)
    <a href="javascript:window.__pwned=16">raw anchor</a>

    ```haptic
    {"haptic":"0.1","id":"hostile","intent":"</script><script>window.__pwned=17</script>",
     "requiredCapability":"<img src=x onerror=window.__pwned=18>",
     "track":[{"at":0,"type":"transient","intensity":0.5,
       "primitive":"</script><script>window.__pwned=19</script>"}],
     "fallbacks":{"web":[30],"reduced":"<b onclick=window.__pwned=20>x</b>"}}
    ```
    """

  /// An id that is a path: it must never name a file.
  static let pathID = """
    ---
    id: "../../escape"
    title: escape
    ---

    ```haptic
    {"haptic":"0.1","id":"../../escape","track":[{"at":0,"type":"transient"}]}
    ```
    """
}
