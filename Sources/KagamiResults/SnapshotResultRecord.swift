import Foundation
import KagamiDiff
import KagamiImage

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
  /// A remark on a passing check, e.g. that it passed only by decoding the baseline (whose stored
  /// pixel hash is missing, outdated or of a changed image within tolerance) and wants re-recording.
  public var note: String?
  /// Image width, for images.
  public var width: Int?
  /// Image height.
  public var height: Int?
  /// Mismatched pixels, when the images were compared.
  public var mismatchedPixels: Int?
  /// All pixels.
  public var totalPixels: Int?
  /// The budget's allowance in pixels.
  public var allowedPixels: Double?
  /// The exact size of the change (changed pixels, largest channel difference, bounds, pixelmatch's
  /// default count), when the images were compared.
  public var change: PixelChange?
  /// The tolerance that let a changed image pass ("pixelmatch threshold 0.1, …"); nil for exact passes.
  public var toleratedBy: String?
  /// Where the baseline belongs, relative to the package root, when it was found at its older
  /// file-name suite folder (`kagami migrate` moves it there).
  public var movedTo: String?
  /// The rendered image's pixel hash.
  public var actualHash: String?
  /// The hash stored in the baseline.
  public var baselineHash: String?
  /// This run's fingerprint.
  public var fingerprint: SnapshotFingerprint?
  /// The baseline's fingerprint.
  public var baselineFingerprint: SnapshotFingerprint?
  /// True when `kagami baselines refresh` rewrote the baseline's hash and fingerprint chunks (its
  /// pixels matched); nil otherwise.
  public var fingerprintRefreshed: Bool?
  /// Why a failed check failed, as an exact key shared by every failure that changed the same way
  /// (the report's groups); nil for other statuses and for failures with nothing to compare.
  public var cause: ChangeCause?
  /// Where the diff artifact lies in the image when it holds only the changed region (pixels outside
  /// it are unchanged); nil when the diff is the whole image's size or there is none.
  public var diffRegion: PixelRect?
  /// SF Symbol names the screen drew as labelled placeholders because no icon is mapped to them,
  /// sorted; nil when there were none (or for records written before Kagami listed them).
  public var unmappedSymbols: [String]?
  /// The accessibility audit of an image check that ran one; nil otherwise.
  public var audit: AuditRecord?
  /// Artifact files (reference, actual, diff), relative to the artifacts folder.
  public var artifacts: [String]

  /// A record from its parts.
  public init(
    testTarget: String, suite: String, test: String, variant: String, format: String, file: String,
    status: SnapshotStatus, recordMode: String, recorded: Bool, message: String? = nil, note: String? = nil,
    width: Int? = nil,
    height: Int? = nil, mismatchedPixels: Int? = nil, totalPixels: Int? = nil, allowedPixels: Double? = nil,
    change: PixelChange? = nil, toleratedBy: String? = nil, movedTo: String? = nil,
    actualHash: String? = nil, baselineHash: String? = nil, fingerprint: SnapshotFingerprint? = nil,
    baselineFingerprint: SnapshotFingerprint? = nil, fingerprintRefreshed: Bool = false, cause: ChangeCause? = nil,
    diffRegion: PixelRect? = nil, unmappedSymbols: [String] = [], audit: AuditRecord? = nil, artifacts: [String] = []
  ) {
    self.testTarget = testTarget
    self.suite = suite
    self.test = test
    self.variant = variant
    self.format = format
    self.file = file
    self.status = status
    self.recordMode = recordMode
    self.recorded = recorded
    self.message = message
    self.note = note
    self.width = width
    self.height = height
    self.mismatchedPixels = mismatchedPixels
    self.totalPixels = totalPixels
    self.allowedPixels = allowedPixels
    self.change = change
    self.toleratedBy = toleratedBy
    self.movedTo = movedTo
    self.actualHash = actualHash
    self.baselineHash = baselineHash
    self.fingerprint = fingerprint
    self.baselineFingerprint = baselineFingerprint
    self.fingerprintRefreshed = fingerprintRefreshed ? true : nil
    self.cause = cause
    self.diffRegion = diffRegion
    self.unmappedSymbols = unmappedSymbols.isEmpty ? nil : unmappedSymbols
    self.audit = audit
    self.artifacts = artifacts
  }

  /// The snapshot's identity for `kagami accept`: the baseline's path below `Snapshots/`.
  public var id: String {
    file.hasPrefix("Snapshots/") ? String(file.dropFirst("Snapshots/".count)) : file
  }

  /// True for a pass that only the test's tolerance allowed (pixels changed).
  public var passedWithinTolerance: Bool { status == .passed && toleratedBy != nil }

  /// The artifact whose name ends with `suffix` (".actual.png", ".diff.png", …), if any.
  public func artifact(endingWith suffix: String) -> String? {
    artifacts.first { $0.hasSuffix(suffix) }
  }

  /// JSON with sorted keys, so records are stable byte for byte.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data()
  }
}
