import Glibc

/// The `haptui` binary `swift build` made for this checkout.
public enum BuiltBinary {
  /// Its path, or `nil` when it has not been built.
  public static let haptui: String? = {
    let root = Repository.root
    for candidate in ["/.build/debug/haptui", "/.build/x86_64-unknown-linux-gnu/debug/haptui"]
    where access(root + candidate, X_OK) == 0 {
      return root + candidate
    }
    return nil
  }()
}
