import Foundation
import KagamiImage
import KagamiResults

/// Process-level inputs of a snapshot check, injectable per task (tests run checks against a
/// temporary package, a counting decoder or a fake environment with `SnapshotSettings.$current`).
package struct SnapshotSettings: Sendable {
  /// The settings in effect; the live environment by default.
  @TaskLocal public static var current = SnapshotSettings()

  /// Environment variables read by checks: `SNAPSHOT_TESTING_RECORD`, `CI`, `KAGAMI_ARTIFACTS`,
  /// `KAGAMI_VERIFY_DETERMINISM`.
  package var environment: [String: String]
  /// The package root; nil finds it by walking up from the test file to `Package.swift`.
  package var packageRoot: URL?
  /// Decodes a baseline PNG (only ever called on a hash mismatch).
  package var decodeBaseline: @Sendable (Data) throws -> Bitmap
  /// The fingerprint written into baselines; nil computes this process's (`SnapshotFingerprint.current`).
  package var fingerprint: SnapshotFingerprint?

  /// Settings from their parts; the defaults are the live process's.
  package init(
    environment: [String: String] = ProcessInfo.processInfo.environment, packageRoot: URL? = nil,
    decodeBaseline: @escaping @Sendable (Data) throws -> Bitmap = { try PNGCodec.decode($0) },
    fingerprint: SnapshotFingerprint? = nil
  ) {
    self.environment = environment
    self.packageRoot = packageRoot
    self.decodeBaseline = decodeBaseline
    self.fingerprint = fingerprint
  }

  /// True when `CI` is set to a true value (`true`, `1`, `yes`).
  package var isCI: Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return ["true", "1", "yes"].contains(value)
  }

  /// True when `KAGAMI_VERIFY_DETERMINISM` is set to a true value: every snapshot is rendered twice.
  package var verifiesDeterminism: Bool {
    guard let value = environment["KAGAMI_VERIFY_DETERMINISM"]?.lowercased() else { return false }
    return ["1", "true", "yes"].contains(value)
  }

  /// True when `KAGAMI_REFRESH_FINGERPRINTS` is set to a true value (`kagami baselines refresh`): an
  /// image check whose pixels match its baseline exactly rewrites the baseline's pixel hash and
  /// fingerprint chunks when they are out of date, leaving the image data byte for byte as it was.
  package var refreshesFingerprints: Bool {
    guard let value = environment["KAGAMI_REFRESH_FINGERPRINTS"]?.lowercased() else { return false }
    return ["1", "true", "yes"].contains(value)
  }

  /// `$KAGAMI_ARTIFACTS`, or `<root>/.build/kagami/artifacts`.
  package func artifactsFolder(root: URL) -> URL {
    if let path = environment["KAGAMI_ARTIFACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true, relativeTo: root).standardizedFileURL
    }
    return root.appendingPathComponent(".build/kagami/artifacts", isDirectory: true)
  }
}
