import Foundation
import KagamiImage
import KagamiResults

/// A failed hash-only image check that has no reference pixels in the run's artifacts: its record,
/// and the line of its suite's baseline index that holds the hash the check missed.
struct MissingReference: Equatable, Sendable {
  /// The failed check's result record.
  var record: SnapshotResultRecord
  /// The index line (storage `hash-only`) in this checkout.
  var entry: BaselineIndexEntry

  /// The baseline's file name (`<test>.<variant>.png`).
  var fileName: String { (record.file as NSString).lastPathComponent }

  /// The suite's folder, relative to the package root.
  var suiteFolder: String { (record.file as NSString).deletingLastPathComponent }

  /// Where a rendered reference lies below a references or artifacts folder:
  /// `<Target>/<Suite>/<file>.reference.png`, as `KAGAMI_RENDER_REFERENCES` writes it.
  var referenceArtifact: String { "\(record.testTarget)/\(record.suite)/\(fileName).reference.png" }

  /// The failed image checks of `records` whose baselines are hash-only in the package's indexes and
  /// that have no reference artifact yet.
  static func all(in records: [SnapshotResultRecord], packageRoot: URL) -> [MissingReference] {
    var indexes: [String: BaselineIndex?] = [:]
    return records.compactMap { record in
      guard record.format == "image", record.status == .failed,
        record.artifact(endingWith: ".reference.png") == nil
      else { return nil }
      let folder = (record.file as NSString).deletingLastPathComponent
      if indexes[folder] == nil {
        indexes[folder] = .some(
          try? BaselineIndex.read(folder: packageRoot.appendingPathComponent(folder), checkingFiles: false))
      }
      let name = (record.file as NSString).lastPathComponent
      guard let index = indexes[folder] ?? nil, let entry = index[name], entry.storage == .hashOnly else { return nil }
      return MissingReference(record: record, entry: entry)
    }
  }

  /// What became of one reference rendered at the base.
  enum Outcome: Equatable, Sendable {
    /// Copied into the run's artifacts (its pixels hash to the index's hash).
    case copied
    /// The base has no such snapshot: it is new on this branch, with nothing to compare with.
    case newSinceBase
    /// The base's index holds another hash for it: this branch recorded it again since.
    case changedSinceBase(baseHash: String)
    /// The base lists it with the same hash, but its test did not render it there.
    case notRendered
    /// The base rendered pixels whose hash is not the index's (the base no longer renders exactly
    /// what was recorded).
    case differentPixels(hash: String)
  }

  /// Copies the reference the base rendered into `rendered` to `artifacts` when its pixels hash to
  /// the index's hash; otherwise says why not, reading the base's index below `baseRoot`.
  func copyReference(from rendered: URL, into artifacts: URL, baseRoot: URL) -> Outcome {
    let source = rendered.appendingPathComponent(referenceArtifact)
    guard let data = FileManager.default.contents(atPath: source.path) else {
      let baseIndex = try? BaselineIndex.read(
        folder: baseRoot.appendingPathComponent(suiteFolder), checkingFiles: false)
      guard let baseEntry = baseIndex?[fileName] else {
        return FileManager.default.fileExists(atPath: baseRoot.appendingPathComponent(record.file).path)
          ? .notRendered : .newSinceBase
      }
      return baseEntry.hash == entry.hash ? .notRendered : .changedSinceBase(baseHash: baseEntry.hash)
    }
    guard let bitmap = try? PNGCodec.decode(data) else { return .notRendered }
    let hash = bitmap.pixelHash.hex
    PixelBufferPool.shared.recycle(bitmap)
    guard hash == entry.hash else { return .differentPixels(hash: hash) }
    let target = artifacts.appendingPathComponent(referenceArtifact)
    do {
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target, options: .atomic)
    } catch {
      return .notRendered
    }
    return .copied
  }

  /// One line on `outcome` for this snapshot, for the run's output.
  func describe(_ outcome: Outcome, base: String) -> String {
    switch outcome {
    case .copied:
      return "reference of \(record.id) rendered at \(base)"
    case .newSinceBase:
      return "\(record.id) is new: \(base) has no such snapshot, so there is no reference to compare with"
    case .changedSinceBase(let baseHash):
      return
        "\(record.id): \(base) holds another hash for it (\(baseHash), here \(entry.hash)); this branch "
        + "recorded it again since, so \(base) cannot render its reference"
    case .notRendered:
      return
        "\(record.id): \(base) lists it, but its test did not render it there (a failure of that test at the "
        + "base is printed above; a base whose Kagami predates KAGAMI_RENDER_REFERENCES renders none)"
    case .differentPixels(let hash):
      return
        "\(record.id): \(base) renders it with pixel hash \(hash), not the indexed \(entry.hash); "
        + "the base no longer renders what was recorded"
    }
  }
}
