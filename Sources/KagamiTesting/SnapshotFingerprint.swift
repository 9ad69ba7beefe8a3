import Foundation
import KagamiDigest
import KagamiFreeType
import KagamiImage
import KagamiResults
import KagamiText

extension SnapshotFingerprint {
  /// This process's fingerprint, with the digest of Kagami's bundled font manifest (the fonts the
  /// pooled renderers draw with, Arabic and Hebrew included) ICU's version (graphemes, emoji) and FriBidi's (bidi). `root` is the package being tested (kept for callers; fonts of
  /// one's own go through `SnapshotSettings.fingerprint`).
  public static func current(root: URL?) -> SnapshotFingerprint {
    SnapshotFingerprint(
      kagami: kagamiVersion, fonts: fontsDigest(root: root), freeType: LibraryVersions.freeType,
      harfBuzz: LibraryVersions.harfBuzz, libpng: LibraryVersions.libpng, icu: LibraryVersions.icu,
      friBidi: LibraryVersions.friBidi)
  }

  private static func fontsDigest(root: URL?) -> String {
    guard let manifest = try? FontManifest.load(directory: FontSet.bundledDirectory) else { return "none" }
    let lines = manifest.fonts.map { "\($0.file) \($0.sha256)\n" }.joined()
    return SHA256Digest(of: lines.utf8).hex(prefix: 8)
  }
}
