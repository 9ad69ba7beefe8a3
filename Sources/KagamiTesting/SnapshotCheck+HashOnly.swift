import Foundation
import KagamiFileSystem
import KagamiImage
import KagamiResults

extension SnapshotCheck {
  /// The environment variable naming a folder where every hash-only image check writes the pixels it
  /// rendered as `<Target>/<Suite>/<file>.reference.png`: run in a worktree of the merge base with the
  /// failing run's artifacts folder, it puts the reference pixels beside the failure's actual image.
  static let renderReferencesVariable = "KAGAMI_RENDER_REFERENCES"

  /// The artifact name of a rendered reference.
  var referenceArtifactName: String { location.fileName + ".reference.png" }

  /// With `KAGAMI_RENDER_REFERENCES` set, writes `bitmap` there as this snapshot's reference.
  func renderReferenceIfAsked(_ bitmap: Bitmap, hash: PixelHash) {
    guard let path = settings.environment[Self.renderReferencesVariable], !path.isEmpty else { return }
    let folder = location.artifactsFolder(in: URL(fileURLWithPath: path, isDirectory: true))
    guard
      let data = try? PNGCodec.encode(
        bitmap, options: .fast, text: BaselineChunks.chunks(hash: hash, fingerprint: fingerprint))
    else { return }
    try? AtomicFile.writeIfChanged(
      data, to: folder.appendingPathComponent(referenceArtifactName),
      staging: AtomicFile.stagingFolder(packageRoot: location.root))
  }

  /// The reference rendered from the base into this run's artifacts (`KAGAMI_RENDER_REFERENCES`),
  /// when its pixels hash to the index's hash for the snapshot; nil otherwise.
  func renderedReference(matching entry: BaselineIndexEntry) -> Data? {
    let url = artifactsFolder.appendingPathComponent(referenceArtifactName)
    guard let data = try? Data(contentsOf: url), let bitmap = try? PNGCodec.decode(data) else { return nil }
    defer { PixelBufferPool.shared.recycle(bitmap) }
    return bitmap.pixelHash.hex == entry.hash ? data : nil
  }

  /// The failure of a hash-only snapshot whose reference pixels are not at hand: the two hashes and
  /// sizes, and the commands that render the reference from the merge base into this run's artifacts.
  func hashOnlyMessage(_ entry: BaselineIndexEntry, bitmap: Bitmap, hash: PixelHash) -> String {
    let artifacts = settings.artifactsFolder(root: location.root).path
    let worktree = "/tmp/kagami-base"
    let base = settings.environment["KAGAMI_BASE"].flatMap { $0.isEmpty ? nil : $0 } ?? "origin/main"
    return """
      \(location.relativePath): snapshot "\(location.variant)" does not match its hash-only reference \
      (the index holds \(entry.hash) for \(entry.width)x\(entry.height); the rendered screen hashes to \
      \(hash.hex), \(bitmap.width)x\(bitmap.height)).
      No reference PNG is committed for it. `kagami test --render-references --target \(location.testTarget)` \
      renders the reference from the merge base and compares (at a terminal `kagami test` does so by itself); \
      or by hand, render it into this run's artifacts, then run this test again:
        git worktree add --detach \(worktree) "$(git merge-base HEAD \(base))"
        (cd \(worktree) && \(Self.renderReferencesVariable)=\(artifacts) swift test --filter \(location.testTarget))
        git worktree remove --force \(worktree)
      """
  }
}
