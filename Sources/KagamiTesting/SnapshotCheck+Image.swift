import Foundation
import KagamiDiff
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
    let exists = FileManager.default.fileExists(atPath: location.url.path)

    if record == .all || !exists {
      if !exists, record == .never {
        outcome.status = .failed
        outcome.message = "\(path): no reference was found on disk; nothing was recorded (record mode never)."
        saveActual(bitmap, hash: hash, into: &outcome)
        return outcome
      }
      var baselineHash: String?
      if exists, let data = try? Data(contentsOf: location.url), let chunks = try? PNGCodec.textChunks(in: data) {
        baselineHash = BaselineChunks.read(chunks).hash
      }
      outcome.status = !exists ? .new : baselineHash == hash.hex ? .passed : .changed
      outcome.baselineHash = baselineHash
      return recordBaseline(
        bitmap, hash: hash, outcome: outcome, reason: exists ? "Record mode is on" : "No reference was found on disk")
    }

    let data: Data
    do {
      data = try Data(contentsOf: location.url)
    } catch {
      return failure(outcome, "\(path): cannot read the baseline: \(Self.describe(error))", bitmap, hash)
    }
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
        refreshChunks(of: data, hash: hash, outcome: &outcome)
      }
      removeStaleArtifacts()
      return outcome
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
        refreshChunks(of: data, hash: hash, outcome: &outcome)
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

  /// Rewrites the baseline's pixel hash and fingerprint chunks (refresh mode; its pixels match the
  /// rendered ones exactly), copying its image data byte for byte.
  private func refreshChunks(of data: Data, hash: PixelHash, outcome: inout SnapshotOutcome) {
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

  /// Records the baseline; the outcome always fails (a recording run never passes by accident).
  private func recordBaseline(
    _ bitmap: Bitmap, hash: PixelHash, outcome start: SnapshotOutcome, reason: String?
  ) -> SnapshotOutcome {
    var outcome = start
    let data: Data
    do {
      data = try PNGCodec.encodeSmallest(
        bitmap, text: BaselineChunks.chunks(hash: hash, fingerprint: fingerprint))
    } catch {
      outcome.status = .failed
      outcome.message = "\(location.relativePath): cannot encode the baseline: \(error)"
      return outcome
    }
    return recordBaseline(data, outcome: outcome, reason: reason)
  }

  /// A short reason for a Foundation file error.
  static func describe(_ error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
      return String(cString: strerror(underlying.code.rawValue))
    }
    return (error as NSError).localizedDescription
  }
}
