internal import CPosix

/// Keeps the allocator returning large blocks to the system as they are freed (D465).
///
/// glibc maps blocks of 128 KiB or more on their own to begin with, but raises that threshold
/// to the size of any such block freed, up to 32 MiB; later blocks below it come from the heap
/// and stay resident when freed. A command that frees a helper thread's large tables and then
/// makes others (a long file read in two halves, then checked) would hold both.
public enum MappedBlockThreshold {
  /// Fixes the threshold at 128 KiB for the rest of the process; whether the allocator took it.
  @discardableResult
  public static func hold() -> Bool {
    hap_hold_mmap_threshold() == 1
  }
}
