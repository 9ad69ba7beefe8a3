import Foundation
import KagamiDiff
import KagamiFileSystem
import KagamiImage
import KagamiResults

extension SnapshotCheck {
  /// The image check. The fast path renders, hashes and reads the baseline's tEXt chunks; only a
  /// hash mismatch (or a baseline without a hash) decodes the baseline and diffs it.
  func checkImage(_ screen: Screenshot, options: ImageSnapshotOptions) -> SnapshotOutcome {
    let bitmap = screen.bitmap
    let hash = bitmap.pixelHash
    var outcome = SnapshotOutcome(status: .passed)
    outcome.width = bitmap.width
    outcome.height = bitmap.height
    outcome.total = bitmap.width * bitmap.height
    outcome.actualHash = hash.hex
    let path = location.relativePath
    let index = BaselineIndexStore.state(folder: suiteFolder)
    if case .broken(let error) = index {
      return failure(outcome, "\(path): the suite's baseline index cannot be used: \(error)", bitmap, hash)
    }
    let entry = index.index?[location.fileName]
    // An indexed PNG was seen in the folder when the index was read: no per-snapshot stat.
    let exists = entry != nil || FileManager.default.fileExists(atPath: location.url.path)

    if record == .all || !exists {
      if !exists, record == .never {
        outcome.status = .failed
        outcome.message = "\(path): no reference was found on disk; nothing was recorded (record mode never)."
        saveActual(bitmap, hash: hash, into: &outcome)
        return outcome
      }
      var baselineHash = entry?.hash
      if entry == nil, exists, let data = try? Data(contentsOf: location.url),
        let chunks = try? PNGCodec.textChunks(in: data)
      {
        baselineHash = BaselineChunks.read(chunks).hash
      }
      outcome.status = !exists ? .new : baselineHash == hash.hex ? .passed : .changed
      outcome.baselineHash = baselineHash
      return recordBaseline(
        bitmap, hash: hash, outcome: outcome, reason: exists ? "Record mode is on" : "No reference was found on disk")
    }

    if let entry {
      outcome.baselineHash = entry.hash
      outcome.baselineFingerprint = entry.fingerprint
      if entry.hash == hash.hex {
        outcome.mismatched = 0
        if settings.refreshesFingerprints, entry.fingerprint != fingerprint {
          refreshIndex(hash: hash, size: bitmap, storage: entry.storage, outcome: &outcome)
        }
        removeStaleArtifacts()
        if entry.storage == .hashOnly { renderReferenceIfAsked(bitmap, hash: hash) }
        return outcome
      }
      if entry.storage == .hashOnly {
        guard let reference = renderedReference(matching: entry) else {
          return failure(outcome, hashOnlyMessage(entry, bitmap: bitmap, hash: hash), bitmap, hash)
        }
        return compare(bitmap, hash: hash, baseline: reference, options: options, screen: screen, outcome: outcome)
      }
    }

    let data: Data
    switch readBaselineFetchingLFS() {
    case .success(let bytes): data = bytes
    case .failure(let unavailable): return failure(outcome, unavailable.message, bitmap, hash)
    }
    if entry == nil {
      let chunks: [PNGTextChunk]
      do {
        chunks = try PNGCodec.textChunks(in: data)
      } catch {
        return failure(outcome, "\(path): corrupt baseline: \(error)", bitmap, hash)
      }
      let stored = BaselineChunks.read(chunks)
      outcome.baselineHash = stored.hash
      outcome.baselineFingerprint = stored.fingerprint
      if stored.hash == hash.hex {
        outcome.mismatched = 0
        if settings.refreshesFingerprints, stored.fingerprint != fingerprint {
          refreshChunks(of: data, hash: hash, size: bitmap, outcome: &outcome)
        }
        removeStaleArtifacts()
        return outcome
      }
    }
    return compare(bitmap, hash: hash, baseline: data, options: options, screen: screen, outcome: outcome)
  }

  /// Decodes the baseline and diffs it with the rendered bitmap.
  private func compare(
    _ bitmap: Bitmap, hash: PixelHash, baseline data: Data, options: ImageSnapshotOptions, screen: Screenshot,
    outcome start: SnapshotOutcome
  ) -> SnapshotOutcome {
    var outcome = start
    let path = location.relativePath
    let reference: Bitmap
    do {
      reference = try settings.decodeBaseline(data)
    } catch {
      return failure(outcome, "\(path): corrupt baseline: \(error)", bitmap, hash)
    }
    var comparison = ImageDiff(
      rule: options.rule, budget: options.budget, masks: options.masks, regions: screen.regions)
    // The diff artifact holds only the marks of the changed region (the report shows it over the
    // faded reference, where the record's `diffRegion` puts it): a small change of a large screen
    // then costs a small image.
    comparison.drawsMarksOnly = true
    comparison.drawsChangedRegionOnly = true
    let result: DiffResult
    do {
      result = try comparison.compare(
        reference, bitmap)
    } catch {
      PixelBufferPool.shared.recycle(reference)
      writeArtifact(data, named: location.fileName + ".reference.png")
      outcome.artifacts.append(location.fileName + ".reference.png")
      let text: String
      if case .sizeMismatch = error {
        text =
          "the baseline is \(reference.width)x\(reference.height), the rendered screen \(bitmap.width)x\(bitmap.height)"
      } else {
        text = "\(error)"
      }
      return failure(outcome, "\(path): cannot compare: \(text)", bitmap, hash)
    }
    let layoutBaseline = result.passed ? nil : self.layoutBaseline()
    if !result.passed {
      outcome.cause =
        layoutBaseline.flatMap { ChangeCause.dumps(expected: $0, actual: screen.layoutDump) }
        ?? ChangeCause.pixels(
          reference: reference, actual: bitmap, paintColours: ChangeCause.paintColours(inDump: screen.layoutDump),
          within: result.change.bounds)
    }
    PixelBufferPool.shared.recycle(reference)
    outcome.mismatched = result.mismatched
    outcome.allowed = result.allowed
    outcome.change = result.change
    if result.passed {
      if result.change.changedPixels > 0 {
        outcome.toleratedBy = options.summary
        outcome.note = toleranceNote(result: result, options: options)
      } else if settings.refreshesFingerprints, options.masks.isEmpty {
        refreshChunks(of: data, hash: hash, size: bitmap, outcome: &outcome)
      } else {
        outcome.note = slowPassNote(storedHash: outcome.baselineHash, masked: !options.masks.isEmpty)
      }
      if let note = outcome.note { FileHandle.standardError.write(Data("kagami: note: \(note)\n".utf8)) }
      removeStaleArtifacts()
      return outcome
    }
    writeArtifact(data, named: location.fileName + ".reference.png")
    writeArtifact(result.image.flatMap(ArtifactImages.encode), named: location.fileName + ".diff.png")
    outcome.diffRegion = result.imageRegion
    outcome.artifacts += [location.fileName + ".reference.png", location.fileName + ".diff.png"]
    let message = explainedMessage(
      result: result, options: options, screen: screen, layoutBaseline: layoutBaseline,
      baselineFingerprint: outcome.baselineFingerprint)
    return failure(outcome, message, bitmap, hash)
  }

  /// The layout dump baseline recorded next to this image, if any.
  private var layoutBaselineURL: URL { location.with(pathExtension: SnapshotFormat.layout.pathExtension).url }

  /// The text of the layout dump baseline recorded next to this image, if there is one.
  private func layoutBaseline() -> String? {
    (try? Data(contentsOf: layoutBaselineURL)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Brings the stored pixel hash and fingerprint up to date (refresh mode; the baseline's pixels
  /// match the rendered ones exactly): in the suite's index when it has one, else in the PNG's
  /// chunks, its image data copied byte for byte.
  private func refreshChunks(of data: Data, hash: PixelHash, size bitmap: Bitmap, outcome: inout SnapshotOutcome) {
    if BaselineIndexStore.state(folder: suiteFolder).index != nil {
      refreshIndex(hash: hash, size: bitmap, storage: .png, outcome: &outcome)
      return
    }
    let rewritten: Data
    do {
      rewritten = try PNGCodec.replacingTextChunks(
        in: data, with: BaselineChunks.chunks(hash: hash, fingerprint: fingerprint))
    } catch {
      outcome.status = .failed
      outcome.message = "\(location.relativePath): cannot refresh the baseline's fingerprint: \(error)"
      return
    }
    if let problem = writeBaseline(rewritten) {
      outcome.status = .failed
      outcome.message = problem
      return
    }
    outcome.fingerprintRefreshed = true
  }

  /// Rewrites this snapshot's line of the suite's index with `hash` and this run's fingerprint.
  private func refreshIndex(
    hash: PixelHash, size bitmap: Bitmap, storage: BaselineIndexEntry.Storage, outcome: inout SnapshotOutcome
  ) {
    if let problem = updateIndex(hash: hash, size: bitmap, storage: storage) {
      outcome.status = .failed
      outcome.message = "\(location.relativePath): cannot refresh the fingerprint: \(problem)"
      return
    }
    outcome.fingerprintRefreshed = true
  }

  /// Why a check whose pixels match had to decode the baseline, and how to make the next run fast
  /// again; nil when masks explain it (masked areas differ, the rest is identical).
  private func slowPassNote(storedHash: String?, masked: Bool) -> String? {
    let reason: String
    if let storedHash, PixelHash.isLegacy(storedHash) {
      reason = "its stored pixel hash is an older Kagami's (SHA-256)"
    } else if storedHash == nil {
      reason = "it carries no pixel hash"
    } else if masked {
      return nil
    } else {
      reason = "its stored pixel hash does not match its own pixels"
    }
    return """
      \(location.relativePath) passed only by decoding the baseline: \(reason). Every run decodes it until \
      it is re-recorded (SNAPSHOT_TESTING_RECORD=all), which restores the fast path.
      """
  }

  /// The loud note of a pass that only the test's tolerance allowed: what changed and what let it pass.
  private func toleranceNote(result: DiffResult, options: ImageSnapshotOptions) -> String {
    """
    \(location.relativePath) passed only within the test's tolerance (\(options.summary)): \
    \(result.change.sentence) \(result.mismatched) counted, \(Self.format(result.allowed)) allowed.
    """
  }

  /// `allowed` without a fractional part when it has none.
  static func format(_ allowed: Double) -> String {
    allowed == allowed.rounded() && abs(allowed) < 1e15 ? String(Int(allowed)) : String(allowed)
  }

  /// The failure message: layout differences by node, pixel counts, the fingerprint verdict, artifacts.
  private func explainedMessage(
    result: DiffResult, options: ImageSnapshotOptions, screen: Screenshot, layoutBaseline: String?,
    baselineFingerprint: SnapshotFingerprint?
  ) -> String {
    var lines = ["\(location.relativePath): snapshot \"\(location.variant)\" does not match the reference."]
    let layoutURL = layoutBaselineURL
    if let layoutBaseline {
      let differences = LayoutExplanation.differences(expected: layoutBaseline, actual: screen.layoutDump)
      if !differences.isEmpty {
        lines.append("Layout differences (from \(layoutURL.lastPathComponent)):")
        lines += differences.map { "  " + $0 }
      }
    }
    lines.append(result.failureMessage + " Compared with \(options.summary).")
    lines.append(result.change.sentence)
    if !options.toleratesChanges, let count = result.change.pixelmatchDefaultCount, count < result.change.changedPixels
    {
      lines.append(
        "Kagami compares exactly by default. If changes this small are expected (a baseline from another "
          + "FreeType, say), opt into a tolerance: .image(…, options: ImageSnapshotOptions(threshold: 0.1, "
          + "ignoringAntialiasing: true)). The diff image marks changes below pixelmatch's threshold in blue.")
    }
    if let baselineFingerprint {
      let changes = fingerprint.environmentChanges(since: baselineFingerprint)
      if !changes.isEmpty {
        lines.append(
          "The environment changed since the baseline, in parts that draw these pixels (\(changes.joined(separator: ", "))): "
            + "if that is the only change, re-record on the new environment.")
      } else if baselineFingerprint.isOutdated {
        lines.append(
          "The baseline's fingerprint is out of date (written by an older Kagami); "
            + "`kagami baselines refresh` brings it up to date without touching pixels.")
      }
    } else {
      lines.append("The baseline has no fingerprint.")
    }
    return lines.joined(separator: "\n")
  }

  /// A failed outcome: saves the actual image, re-records under `failed`, appends artifact paths.
  private func failure(_ start: SnapshotOutcome, _ message: String, _ bitmap: Bitmap, _ hash: PixelHash)
    -> SnapshotOutcome
  {
    var outcome = start
    outcome.status = .failed
    outcome.message = message
    saveActual(bitmap, hash: hash, into: &outcome)
    if record == .failed {
      outcome.status = .changed
      return recordBaseline(bitmap, hash: hash, outcome: outcome, reason: nil)
    }
    return outcome
  }

  /// Writes the actual image artifact and lists every artifact in the message.
  private func saveActual(_ bitmap: Bitmap, hash: PixelHash, into outcome: inout SnapshotOutcome) {
    let name = location.fileName + ".actual.png"
    writeArtifact(
      try? PNGCodec.encode(bitmap, options: .fast, text: BaselineChunks.chunks(hash: hash, fingerprint: fingerprint)),
      named: name)
    outcome.artifacts.append(name)
    listArtifacts(in: &outcome)
  }

  /// Records the baseline (a PNG, or only its hash for a hash-only snapshot) and keeps the suite's
  /// index up to date when the package uses indexes; the outcome always fails (a recording run never
  /// passes by accident).
  private func recordBaseline(
    _ bitmap: Bitmap, hash: PixelHash, outcome start: SnapshotOutcome, reason: String?
  ) -> SnapshotOutcome {
    var outcome = start
    let indexed =
      imageStorage == .hashOnly || BaselineIndexStore.state(folder: suiteFolder).index != nil
      || BaselineIndexStore.packageUsesIndexes(root: location.root)
    if imageStorage == .hashOnly {
      if let problem = updateIndex(hash: hash, size: bitmap, storage: .hashOnly) {
        outcome.status = .failed
        outcome.message = [outcome.message, "\(location.relativePath): \(problem)"].compactMap { $0 }.joined(
          separator: "\n")
        return outcome
      }
      // The PNG of a snapshot that was stored as a file before goes: the index holds it now.
      AtomicFile.remove(location.url)
      outcome.recorded = true
      let note =
        "Recorded the hash of \(location.fileName) in \(location.url.deletingLastPathComponent().path)/\(BaselineIndex.fileName) (hash-only, no PNG); re-run to check against it."
      outcome.message =
        reason.map { "\(location.relativePath): \($0). \(note)" }
        ?? (outcome.message ?? "") + "\nA new snapshot was automatically recorded (record mode failed). \(note)"
      return outcome
    }
    let data: Data
    do {
      data = try PNGCodec.encodeSmallest(
        bitmap, text: BaselineChunks.chunks(hash: hash, fingerprint: fingerprint))
    } catch {
      outcome.status = .failed
      outcome.message = "\(location.relativePath): cannot encode the baseline: \(error)"
      return outcome
    }
    outcome = recordBaseline(data, outcome: outcome, reason: reason)
    if indexed, outcome.recorded, let problem = updateIndex(hash: hash, size: bitmap, storage: .png) {
      outcome.status = .failed
      outcome.message = [outcome.message, "\(location.relativePath): \(problem)"].compactMap { $0 }.joined(
        separator: "\n")
    }
    return outcome
  }

  /// The suite folder holding the baseline and its index.
  var suiteFolder: URL { location.url.deletingLastPathComponent() }

  /// Sets this snapshot's line of the suite's index; a message when the index cannot be changed.
  private func updateIndex(hash: PixelHash, size bitmap: Bitmap, storage: BaselineIndexEntry.Storage) -> String? {
    let entry = BaselineIndexEntry(
      file: location.fileName, hash: hash.hex, width: bitmap.width, height: bitmap.height, storage: storage,
      fingerprint: fingerprint)
    return BaselineIndexStore.update(folder: suiteFolder, root: location.root) { $0.set(entry) }
  }

  /// A short reason for a Foundation file error.
  static func describe(_ error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
      return String(cString: strerror(underlying.code.rawValue))
    }
    return (error as NSError).localizedDescription
  }
}
