import Foundation
import KagamiResults

/// This process's fingerprint per package root, computed once (it reads the font manifest).
enum FingerprintCache {
  private static let cache = LockedDictionary<String, SnapshotFingerprint>()

  /// The fingerprint for `root`.
  static func fingerprint(root: URL) -> SnapshotFingerprint {
    cache.value(for: root.path) { SnapshotFingerprint.current(root: root) }
  }
}
