import HapSite

/// What claiming `haptui site`'s folder found: the earlier build's manifest (empty when there
/// was none), and whether the folder was new or empty, so its files may be created in place.
struct SiteClaim {
  var manifest: SiteManifest
  /// The folder was made by this build or held nothing (no earlier file a reader could have).
  var fresh = false
}
