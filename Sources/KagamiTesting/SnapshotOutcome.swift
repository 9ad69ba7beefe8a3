import KagamiDiff
import KagamiResults

/// What one check found, before it becomes a result record and a failure message.
struct SnapshotOutcome {
  /// The status.
  var status: SnapshotStatus
  /// The failure message; nil when the snapshot passed.
  var message: String?
  /// A remark on a passing check (see `SnapshotResultRecord.note`).
  var note: String?
  /// True when the baseline was written.
  var recorded = false
  /// Image size.
  var width: Int?
  /// Image height.
  var height: Int?
  /// Mismatched pixels.
  var mismatched: Int?
  /// All pixels.
  var total: Int?
  /// The budget's allowance.
  var allowed: Double?
  /// The exact size of the change, when the images were compared.
  var change: PixelChange?
  /// Where the diff artifact lies in the image when it holds only the changed region.
  var diffRegion: PixelRect?
  /// The tolerance that let a changed image pass, when one did.
  var toleratedBy: String?
  /// The rendered pixels' hash.
  var actualHash: String?
  /// The baseline's stored hash.
  var baselineHash: String?
  /// The baseline's fingerprint.
  var baselineFingerprint: SnapshotFingerprint?
  /// True when the check rewrote the baseline's hash and fingerprint chunks (refresh mode).
  var fingerprintRefreshed = false
  /// SF Symbol names the screen drew as placeholders (no icon mapped), sorted.
  var unmappedSymbols: [String] = []
  /// Artifact file names written for this check.
  var artifacts: [String] = []
  /// Why a failed check failed (the report groups failures by it).
  var cause: ChangeCause?
  /// The accessibility audit's findings, when the check ran one.
  var audit: AuditRecord?

  /// An outcome with a status and an optional message.
  init(status: SnapshotStatus, message: String? = nil) {
    self.status = status
    self.message = message
  }
}
