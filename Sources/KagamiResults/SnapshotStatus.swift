// KagamiResults: what a snapshot run leaves behind — result records, baseline chunks, fingerprints,
// run manifests — shared by the test harness (which writes them) and the `kagami` command (which
// reads them for the report, `accept` and `prune`).
// Design rules: plain Codable values with a schema version; JSON with sorted keys; readers refuse a
// newer schema with a message naming the file.

/// The outcome of one snapshot, as written in its result record.
public enum SnapshotStatus: String, Codable, Sendable, CaseIterable {
  /// No baseline existed; one was recorded.
  case new
  /// The baseline differed and was re-recorded (record mode `all` or `failed`).
  case changed
  /// The snapshot matched its baseline.
  case passed
  /// The snapshot did not match, or could not be checked, and nothing was recorded.
  case failed
}
