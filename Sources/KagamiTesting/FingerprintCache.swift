import Foundation
import KagamiResults

/// This process's fingerprint per package root, computed once (it reads the font manifest).
enum FingerprintCache {
  private static let cache = LockedCache()

  /// The fingerprint for `root`.
  static func fingerprint(root: URL) -> SnapshotFingerprint {
    cache.value(for: root.path) { SnapshotFingerprint.current(root: root) }
  }

  /// A lock-protected dictionary of fingerprints.
  private final class LockedCache: @unchecked Sendable {
    // Unchecked: every access to `values` holds `lock`.
    private let lock = NSLock()
    private var values: [String: SnapshotFingerprint] = [:]

    func value(for key: String, make: () -> SnapshotFingerprint) -> SnapshotFingerprint {
      lock.lock()
      defer { lock.unlock() }
      if let value = values[key] { return value }
      let value = make()
      values[key] = value
      return value
    }
  }
}
