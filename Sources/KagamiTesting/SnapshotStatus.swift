/// The outcome of one snapshot, as written in its result record.
public enum SnapshotStatus: String, Codable, Sendable {
  /// No baseline existed; one was recorded.
  case new
  /// The baseline differed and was re-recorded (record mode `all` or `failed`).
  case changed
  /// The snapshot matched its baseline.
  case passed
  /// The snapshot did not match, or could not be checked, and nothing was recorded.
  case failed
}
