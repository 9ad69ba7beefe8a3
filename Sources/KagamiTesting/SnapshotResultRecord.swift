import Foundation

/// The JSON result record written for every snapshot check to
/// `<artifacts>/<TestTarget>/<Suite>/<test>.<variant>.<ext>.json`; `kagami report` and `accept` read it.
public struct SnapshotResultRecord: Codable, Equatable, Sendable {
  /// The record format's version.
  public static let currentSchemaVersion = 1

  /// The record format's version.
  public var schemaVersion = SnapshotResultRecord.currentSchemaVersion
  /// The test target owning the baseline.
  public var testTarget: String
  /// The suite.
  public var suite: String
  /// The test.
  public var test: String
  /// The variant.
  public var variant: String
  /// `image`, `layout` or `accessibility`.
  public var format: String
  /// The baseline, relative to the package root.
  public var file: String
  /// What happened.
  public var status: SnapshotStatus
  /// The record mode in effect.
  public var recordMode: String
  /// True when the baseline was written.
  public var recorded: Bool
  /// The failure message, if any.
  public var message: String?
  /// Image width and height, for images.
  public var width: Int?
  /// Image height.
  public var height: Int?
  /// Mismatched pixels, when the images were compared.
  public var mismatchedPixels: Int?
  /// All pixels.
  public var totalPixels: Int?
  /// The budget's allowance in pixels.
  public var allowedPixels: Double?
  /// The rendered image's pixel hash.
  public var actualHash: String?
  /// The hash stored in the baseline.
  public var baselineHash: String?
  /// This run's fingerprint.
  public var fingerprint: SnapshotFingerprint?
  /// The baseline's fingerprint.
  public var baselineFingerprint: SnapshotFingerprint?
  /// Artifact files (reference, actual, diff), relative to the artifacts folder.
  public var artifacts: [String]

  /// JSON with sorted keys, so records are stable byte for byte.
  func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data()
  }
}
