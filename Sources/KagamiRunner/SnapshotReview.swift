import Foundation
import KagamiFileSystem
import KagamiImage
import KagamiReport
import KagamiResults

/// The logic behind `kagami report`, `accept` and `prune`, over one run's artifacts.
public struct SnapshotReview: Sendable {
  /// The package whose baselines are reviewed.
  public let packageRoot: URL
  let store: ArtifactStore
  /// Writes one file atomically, its temporary file in the package's staging folder; tests inject
  /// failures here.
  var writeFile: @Sendable (Data, URL) throws -> Void

  /// A review of the last run in `artifactsPath` (nil: $KAGAMI_ARTIFACTS, else .build/kagami/artifacts).
  public init(packageRoot: URL, artifactsPath: String?) {
    self.packageRoot = packageRoot
    let staging = AtomicFile.stagingFolder(packageRoot: packageRoot)
    writeFile = { try AtomicFile.write($0, to: $1, createFolder: false, staging: staging) }
    let folder =
      artifactsPath.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? ArtifactStore.defaultFolder(packageRoot: packageRoot, environment: ProcessInfo.processInfo.environment)
    store = ArtifactStore(folder: folder)
  }

  /// Writes the HTML report and the Markdown summary (with thumbnails when `artifactsURL`, where
  /// the artifacts folder is published, is given).
  public func report(htmlPath: String?, markdownPath: String?, artifactsURL: String? = nil) -> CommandOutcome {
    do {
      let manifest = try store.runManifest()
      // With a run manifest, the report shows that run's targets only, not older runs' leftovers.
      let runTargets = manifest.map { Set($0.targets.map(\.name)) }
      let records = try store.records().filter { runTargets?.contains($0.testTarget) ?? true }
      let deleted = OrphanFinder.orphans(
        packageRoot: packageRoot, records: records, completeTargets: manifest?.completeTargets ?? [])
      let input = ReportInput(
        records: records, deleted: deleted, commit: manifest?.commit, base: manifest?.base,
        artifactsFolder: store.folder, packageRoot: packageRoot)
      let html = URL(fileURLWithPath: htmlPath ?? store.folder.appendingPathComponent("report/index.html").path)
      let markdown = markdownPath ?? store.folder.appendingPathComponent("report/summary.md").path
      try FileManager.default.createDirectory(at: html.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: URL(fileURLWithPath: markdown).deletingLastPathComponent(), withIntermediateDirectories: true)
      try writeFile(Data(HTMLReport.render(input, in: html.deletingLastPathComponent()).utf8), html)
      try writeFile(
        Data(MarkdownSummary.render(input, artifactsURL: artifactsURL).utf8), URL(fileURLWithPath: markdown))
      let counts = input.counts
      let line =
        "report: \(html.path) (\(counts["failed"]!) failed, \(counts["changed"]!) changed, \(counts["new"]!) new, "
        + "\(counts["passed"]!) passed, \(counts["deleted"]!) deleted); summary: \(markdown)\n"
      return CommandOutcome(standardOutput: line, status: 0)
    } catch {
      return .failure("kagami report: \(error)")
    }
  }

  /// Promotes the last run's actuals named by `ids` (or every failed one) to baselines.
  public func accept(ids: [String], allFailed: Bool, groups: [String] = []) -> CommandOutcome {
    do {
      let records = try store.records()
      var chosen: [SnapshotResultRecord] = allFailed ? records.filter { $0.status == .failed } : []
      if !groups.isEmpty {
        let all = FailureGroup.groups(of: records)
        for wanted in groups {
          guard let group = all.first(where: { $0.id == wanted }) else {
            let known = all.prefix(5).map { "\($0.id) (\($0.members.count))" }
            throw CommandFailure(
              "no failure group '\(wanted)' in the last run"
                + (known.isEmpty ? "" : "; it has: \(known.joined(separator: ", "))"))
          }
          for record in group.members where !chosen.contains(record) { chosen.append(record) }
        }
      }
      for id in ids {
        let wanted = id.hasPrefix("Snapshots/") ? String(id.dropFirst("Snapshots/".count)) : id
        guard let record = records.first(where: { $0.id == wanted }) else {
          let close = records.map(\.id).filter {
            $0.hasPrefix(wanted.split(separator: "/").first.map(String.init) ?? "")
          }
          throw CommandFailure(
            "no snapshot '\(id)' in the last run"
              + (close.isEmpty ? "" : "; it has: \(close.prefix(5).joined(separator: ", "))"))
        }
        if !chosen.contains(record) { chosen.append(record) }
      }
      guard !chosen.isEmpty else { throw CommandFailure("nothing to accept: the last run has no failed snapshot") }
      // Prepare every baseline before writing any, so a bad one stops the whole command.
      let prepared = try chosen.map { ($0.file, try baselineData(for: $0)) }
      let audits = try chosen.compactMap { try auditFileData(for: $0) }
      // The suites' indexes are written in the same all-or-nothing batch as the files they describe.
      let indexed = try BaselineIndexUpdate.accepting(prepared, packageRoot: packageRoot)
      try BaselineBatch(root: packageRoot, write: writeFile).write(indexed.files + indexed.indexes + audits)
      let lines =
        (indexed.files + audits).map { "wrote \($0.0)" } + indexed.hashOnly.map { "recorded the hash of \($0)" }
      return CommandOutcome(standardOutput: lines.joined(separator: "\n") + "\n", status: 0)
    } catch {
      return .failure("kagami accept: \(error)")
    }
  }

  /// The new baseline's bytes: the actual image re-encoded as a baseline (with its hash and
  /// fingerprint chunks), or the actual text dump. The record's baseline and artifact paths must stay
  /// inside `Snapshots/` and the artifacts folder, and an image whose pixels no longer hash to the
  /// record's `actualHash` (the artifacts changed after the run) is refused as stale.
  func baselineData(for record: SnapshotResultRecord) throws -> Data {
    try checkContainment(record)
    if record.format == "image" {
      guard let artifact = record.artifact(endingWith: ".actual.png") else {
        throw AcceptRefusal(
          .missingArtifact, "\(record.id) has no actual image in the artifacts (status \(record.status.rawValue))")
      }
      let url = store.url(of: artifact)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw AcceptRefusal(.missingArtifact, "cannot read \(url.path)")
      }
      let bitmap: Bitmap
      do {
        bitmap = try PNGCodec.decode(data)
      } catch {
        throw CommandFailure("\(url.path): \(error)")
      }
      guard let fingerprint = record.fingerprint else {
        throw CommandFailure("\(record.id)'s record has no fingerprint; run the tests again with this kagami")
      }
      if let expected = record.actualHash, bitmap.pixelHash.hex != expected {
        throw AcceptRefusal(
          .staleArtifact,
          "\(url.path) changed since the run (its pixels hash to \(bitmap.pixelHash.hex), the record says "
            + "\(expected)); run the tests again before accepting")
      }
      return try PNGCodec.encodeSmallest(
        bitmap, text: BaselineChunks.chunks(hash: bitmap.pixelHash, fingerprint: fingerprint))
    }
    guard let artifact = record.artifact(endingWith: ".actual.txt"),
      let data = FileManager.default.contents(atPath: store.url(of: artifact).path)
    else {
      throw AcceptRefusal(
        .missingArtifact, "\(record.id) has no actual dump in the artifacts (status \(record.status.rawValue))")
    }
    return data
  }

  /// Deletes (or lists) baselines no complete target produces any more.
  public func prune(dryRun: Bool) -> CommandOutcome {
    do {
      guard let manifest = try store.runManifest() else {
        throw CommandFailure(
          "no run manifest in \(store.folder.path): run kagami test first (prune judges only complete runs)")
      }
      let records = (try? store.records()) ?? []
      let orphans = OrphanFinder.orphans(
        packageRoot: packageRoot, records: records, completeTargets: manifest.completeTargets)
      guard !orphans.isEmpty else {
        return CommandOutcome(
          standardOutput: "nothing to prune in \(manifest.completeTargets.count) complete target(s)\n", status: 0)
      }
      var lines = orphans.map { (dryRun ? "would delete " : "deleted ") + $0 }
      if !dryRun {
        // Indexes first: a file whose line is gone still checks (by its chunks); a line whose file is
        // gone would break its suite's index.
        try BaselineIndexUpdate.removing(orphans, packageRoot: packageRoot, write: writeFile)
        for orphan in orphans
        where FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(orphan).path) {
          do {
            try FileManager.default.removeItem(at: packageRoot.appendingPathComponent(orphan))
          } catch {
            throw CommandFailure("cannot delete \(orphan): \(error.localizedDescription)")
          }
        }
      }
      lines.append("\(orphans.count) baseline(s)" + (dryRun ? " would be deleted (--dry-run)" : " deleted"))
      return CommandOutcome(standardOutput: lines.joined(separator: "\n") + "\n", status: 0)
    } catch {
      return .failure("kagami prune: \(error)")
    }
  }
}
