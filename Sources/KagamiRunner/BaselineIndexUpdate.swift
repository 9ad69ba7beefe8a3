import Foundation
import KagamiImage
import KagamiResults

/// How `accept` and `prune` keep the suites' baseline indexes in step with the files they write or
/// delete. Suites without an index are left without one.
enum BaselineIndexUpdate {
  /// Accepting `files` (package-relative path and new bytes): the PNGs to write, the rewritten
  /// indexes of their suites (to write in the same batch), and the hash-only snapshots whose new
  /// hash goes into the index with no PNG written.
  static func accepting(_ files: [(file: String, data: Data)], packageRoot: URL) throws -> (
    files: [(file: String, data: Data)], indexes: [(file: String, data: Data)], hashOnly: [String]
  ) {
    var kept: [(file: String, data: Data)] = []
    var hashOnly: [String] = []
    var indexes: [String: BaselineIndex] = [:]
    for (file, data) in files {
      let suite = (file as NSString).deletingLastPathComponent
      let name = (file as NSString).lastPathComponent
      guard file.hasSuffix(".png"), var index = try index(of: suite, packageRoot: packageRoot, cache: indexes) else {
        kept.append((file, data))
        continue
      }
      let chunks = try PNGCodec.textChunks(in: data)
      let stored = BaselineChunks.read(chunks)
      guard let (width, height) = BaselineIndexEntry.imageSize(ofPNG: data) else {
        throw CommandFailure("\(file): the accepted image is not a PNG")
      }
      guard let hash = stored.hash else { throw CommandFailure("\(file): the accepted image carries no pixel hash") }
      let storage = index[name]?.storage ?? .png
      index.set(
        BaselineIndexEntry(
          file: name, hash: hash, width: width, height: height, storage: storage, fingerprint: stored.fingerprint))
      indexes[suite] = index
      if storage == .hashOnly { hashOnly.append(file) } else { kept.append((file, data)) }
    }
    let written = indexes.sorted { $0.key < $1.key }.map {
      ("\($0.key)/\(BaselineIndex.fileName)", Data($0.value.text.utf8))
    }
    return (kept, written, hashOnly)
  }

  /// Removes the index lines of `orphans` (package-relative paths), writing each changed index.
  static func removing(_ orphans: [String], packageRoot: URL, write: (Data, URL) throws -> Void) throws {
    var indexes: [String: BaselineIndex] = [:]
    for orphan in orphans {
      let suite = (orphan as NSString).deletingLastPathComponent
      guard var index = try index(of: suite, packageRoot: packageRoot, cache: indexes) else { continue }
      if index.remove(file: (orphan as NSString).lastPathComponent) { indexes[suite] = index }
    }
    for (suite, index) in indexes.sorted(by: { $0.key < $1.key }) {
      let folder = packageRoot.appendingPathComponent(suite)
      if index.entries.isEmpty {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(BaselineIndex.fileName))
      } else {
        try write(Data(index.text.utf8), folder.appendingPathComponent(BaselineIndex.fileName))
      }
    }
  }

  /// The index of the suite folder `suite` (package-relative), from `cache` when already changed.
  private static func index(of suite: String, packageRoot: URL, cache: [String: BaselineIndex]) throws
    -> BaselineIndex?
  {
    if let cached = cache[suite] { return cached }
    do {
      return try BaselineIndex.read(folder: packageRoot.appendingPathComponent(suite))
    } catch {
      throw CommandFailure("\(error); nothing was changed")
    }
  }
}
