import Foundation
import KagamiFileSystem
import KagamiImage
import KagamiResults
import SnapshotTesting

/// One check of one format of a rendered screen against its baseline: decides, by the record mode,
/// whether to compare or record, writes the result record and any artifacts, and returns the failure
/// message (nil when the snapshot passes). Never throws: every error becomes a message naming its file.
struct SnapshotCheck {
  /// Where the baseline lives.
  let location: SnapshotLocation
  /// What is compared.
  let format: SnapshotFormat
  /// The resolved record mode.
  let record: SnapshotTestingConfiguration.Record
  /// Environment, decoder, fingerprint.
  let settings: SnapshotSettings
  /// This run's fingerprint; `run` names the fonts the checked screen drew with.
  var fingerprint: SnapshotFingerprint
  /// Where the baseline belongs when it was found at its older, file-name suite folder.
  var movedTo: SnapshotLocation?
  /// How an image baseline is recorded: a PNG, or only its hash in the suite's index.
  var imageStorage = BaselineIndexEntry.Storage.png

  /// A check at `location` for `format`, with the record mode and fingerprint resolved from `settings`.
  init(
    location: SnapshotLocation, format: SnapshotFormat, record: SnapshotTestingConfiguration.Record?,
    settings: SnapshotSettings
  ) {
    self.location = location
    self.format = format
    self.record = RecordMode.resolve(record, settings: settings)
    self.settings = settings
    fingerprint = settings.fingerprint ?? FingerprintCache.fingerprint(root: location.root)
  }

  /// The artifacts folder for this snapshot.
  var artifactsFolder: URL { location.artifactsFolder(in: settings.artifactsFolder(root: location.root)) }

  /// Checks `screen`; with `rerender` and `KAGAMI_VERIFY_DETERMINISM=1`, renders again afterwards and
  /// fails if the second render differs.
  func run(_ screen: Screenshot, rerender: (() throws -> Screenshot)? = nil) -> String? {
    var check = self
    check.fingerprint = fingerprint.drawing(screen)
    return check.checkDrawn(screen, rerender: rerender)
  }

  private func checkDrawn(_ screen: Screenshot, rerender: (() throws -> Screenshot)?) -> String? {
    var outcome: SnapshotOutcome
    if !location.isContained {
      outcome = SnapshotOutcome(
        status: .failed, message: "\(location.url.path): refusing a baseline outside Snapshots/")
    } else {
      switch format {
      case .image(let options):
        var check = self
        switch HashOnlyConfiguration.covers(location.relativePath, root: location.root) {
        case .success(let covered):
          check.imageStorage = options.storesHashOnly || covered ? .hashOnly : .png
          outcome = check.checkImage(screen, options: options)
        case .failure(let error):
          outcome = SnapshotOutcome(status: .failed, message: "\(location.relativePath): \(error.message)")
        }
        if let policy = options.audit { checkAudit(screen, policy: policy, outcome: &outcome) }
      case .layout, .accessibility: outcome = checkText(format.text(of: screen) ?? "")
      }
    }
    if settings.verifiesDeterminism, let rerender {
      if let problem = verifyDeterminism(screen, rerender: rerender) {
        outcome.status = .failed
        outcome.message = [outcome.message, problem].compactMap { $0 }.joined(separator: "\n\n")
      }
    }
    outcome.unmappedSymbols = screen.unmappedSymbols
    if !outcome.unmappedSymbols.isEmpty, case .image = format {
      let names = outcome.unmappedSymbols.joined(separator: ", ")
      FileHandle.standardError.write(
        Data("kagami: note: \(location.relativePath): unmapped SF Symbols drawn as placeholders: \(names)\n".utf8))
    }
    writeRecord(outcome)
    return outcome.message
  }

  /// Renders again and compares; a message when the two renders differ.
  private func verifyDeterminism(_ first: Screenshot, rerender: () throws -> Screenshot) -> String? {
    let second: Screenshot
    do {
      second = try rerender()
    } catch {
      return "\(location.relativePath): the second render (KAGAMI_VERIFY_DETERMINISM) threw: \(error)"
    }
    switch format {
    case .image:
      let firstHash = first.bitmap.pixelHash
      let secondHash = second.bitmap.pixelHash
      guard firstHash != secondHash else {
        PixelBufferPool.shared.recycle(second.bitmap)
        return nil
      }
      let name = location.fileName + ".rerender.png"
      writeArtifact(ArtifactImages.encode(second.bitmap), named: name)
      return """
        \(location.relativePath): nondeterministic rendering: a second render differs \
        (pixel hash \(firstHash.hex.prefix(12)) → \(secondHash.hex.prefix(12))); second render: \
        \(artifactsFolder.appendingPathComponent(name).path)
        """
    case .layout, .accessibility:
      guard format.text(of: first) != format.text(of: second) else { return nil }
      return "\(location.relativePath): nondeterministic rendering: a second render's \(format.name) dump differs"
    }
  }

  /// Writes `data` as an artifact (errors are ignored: artifacts never fail a test on their own).
  func writeArtifact(_ data: Data?, named name: String) {
    guard let data else { return }
    try? AtomicFile.writeIfChanged(
      data, to: artifactsFolder.appendingPathComponent(name),
      staging: AtomicFile.stagingFolder(packageRoot: location.root))
  }

  /// Removes this snapshot's failure artifacts left by an earlier run.
  func removeStaleArtifacts() {
    // Six unlinks of files that are usually absent: the folder's path is made once, not per file.
    let prefix = artifactsFolder.path + "/" + location.fileName
    for suffix in ArtifactImages.suffixes { AtomicFile.remove(path: prefix + suffix) }
  }

  /// Appends every artifact's full path to the failure message.
  func listArtifacts(in outcome: inout SnapshotOutcome) {
    let paths = outcome.artifacts.map { "  " + artifactsFolder.appendingPathComponent($0).path }
    outcome.message = (outcome.message ?? "") + "\nArtifacts:\n" + paths.joined(separator: "\n")
  }

  /// Writes `data` as the baseline and says so in the message (`reason` first, else as the
  /// `failed` record mode's re-recording); a write error fails the outcome naming the file.
  func recordBaseline(_ data: Data, outcome start: SnapshotOutcome, reason: String?) -> SnapshotOutcome {
    var outcome = start
    if let problem = writeBaseline(data) {
      outcome.status = .failed
      outcome.message = [outcome.message, problem].compactMap { $0 }.joined(separator: "\n")
      return outcome
    }
    outcome.recorded = true
    let note = "Recorded \(location.url.path); re-run to check against it."
    if let reason {
      outcome.message = "\(location.relativePath): \(reason). \(note)"
    } else {
      outcome.message =
        (outcome.message ?? "") + "\nA new snapshot was automatically recorded (record mode failed). \(note)"
    }
    return outcome
  }

  /// Writes the baseline atomically; a message naming the file when that fails.
  func writeBaseline(_ data: Data) -> String? {
    do {
      try AtomicFile.write(data, to: location.url, staging: AtomicFile.stagingFolder(packageRoot: location.root))
      return nil
    } catch {
      return "\(location.relativePath): cannot record the baseline: \(location.url.path): \(error.reason)"
    }
  }

  /// The result record for `outcome`, written atomically beside the artifacts.
  private func writeRecord(_ outcome: SnapshotOutcome) {
    let record = SnapshotResultRecord(
      testTarget: location.testTarget, suite: location.suite, test: location.test, variant: location.variant,
      format: format.name, file: location.relativePath, status: outcome.status,
      recordMode: RecordMode.name(record), recorded: outcome.recorded, message: outcome.message, note: outcome.note,
      width: outcome.width, height: outcome.height, mismatchedPixels: outcome.mismatched,
      totalPixels: outcome.total, allowedPixels: outcome.allowed, change: outcome.change,
      toleratedBy: outcome.toleratedBy, movedTo: movedTo?.relativePath, actualHash: outcome.actualHash,
      baselineHash: outcome.baselineHash,
      fingerprint: format == .layout || format == .accessibility ? nil : fingerprint,
      baselineFingerprint: outcome.baselineFingerprint, fingerprintRefreshed: outcome.fingerprintRefreshed,
      cause: outcome.status == .failed ? outcome.cause : nil,
      diffRegion: outcome.status == .failed ? outcome.diffRegion : nil,
      unmappedSymbols: outcome.unmappedSymbols, audit: outcome.audit,
      // Records name artifacts relative to the artifacts folder (what `kagami report` and `accept` read).
      artifacts: outcome.artifacts.map { "\(location.testTarget)/\(location.suite)/\($0)" })
    writeArtifact(record.encoded(), named: location.fileName + ".json")
  }
}
