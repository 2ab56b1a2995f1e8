/// What became of one construct of a source file in the imported pattern.
///
/// `kept` only when the `.hap.md` holds the construct as the source plays it (within the
/// rounding the report states); `approximated` when it holds something close, with how close
/// in the reason; `dropped` when the pattern holds nothing of it.
public enum ImportStatus: String, CaseIterable, Sendable {
  case kept
  case approximated
  case dropped
}
