import Foundation
import KagamiImage
import KagamiResults
import Testing

/// Every PNG baseline committed in this repository (the sample app's, the example's, this target's)
/// carries a hash and a current-format fingerprint: per-snapshot fonts and every library version.
@Suite struct CommittedBaselinesTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func baselines() -> [URL] {
    ["Snapshots", "Examples/GettingStarted/Snapshots"].flatMap { folder -> [URL] in
      let root = repository.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects ?? []
      return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
        .sorted { $0.path < $1.path }
    }
  }

  @Test func noCommittedFingerprintIsOutdated() throws {
    let files = Self.baselines()
    #expect(files.count > 300, "the sample app's baselines are found")
    var outdated: [String] = []
    for file in files {
      let chunks = try PNGCodec.textChunks(in: Data(contentsOf: file))
      let stored = BaselineChunks.read(chunks)
      guard stored.hash != nil, let fingerprint = stored.fingerprint, !fingerprint.isOutdated else {
        outdated.append(String(file.path.dropFirst(Self.repository.path.count + 1)))
        continue
      }
    }
    #expect(
      outdated.isEmpty,
      "\(outdated.count) baseline(s) have an outdated fingerprint (run kagami baselines refresh): \(outdated.prefix(5))"
    )
  }

  /// Every committed baseline index lists exactly the PNGs of its suite folder as `png` lines, with the
  /// hash and size their headers hold (`kagami baselines verify` decodes them too), and its hash-only
  /// lines (the sample's native-scale matrix) name no committed PNG.
  @Test func everyCommittedIndexAgreesWithItsPNGs() throws {
    let snapshots = Self.repository.appendingPathComponent("Snapshots")
    let files = FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: nil)?.allObjects ?? []
    let indexes = files.compactMap { $0 as? URL }.filter { $0.lastPathComponent == BaselineIndex.fileName }
    #expect(indexes.count >= 6, "the sample app's suites have indexes")
    for url in indexes {
      let folder = url.deletingLastPathComponent()
      let index = try #require(try BaselineIndex.read(folder: folder))
      let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
      let stored = index.sortedEntries.filter { $0.storage == .png }.map(\.file)
      #expect(Set(pngs) == Set(stored), "\(url.path)")
      let hashOnly = index.sortedEntries.filter { $0.storage == .hashOnly }.map(\.file)
      #expect(Set(hashOnly).isDisjoint(with: pngs), "\(url.path): a hash-only snapshot has a committed PNG")
      for name in pngs {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let entry = try #require(index[name])
        #expect(BaselineChunks.read(try PNGCodec.textChunks(in: data)).hash == entry.hash, "\(name)")
        let size = try #require(BaselineIndexEntry.imageSize(ofPNG: data))
        #expect(size.width == entry.width && size.height == entry.height, "\(name)")
      }
    }
  }
}
