import Crypto
import Foundation
import KagamiFreeType
import KagamiImage
import KagamiResults
import KagamiText

extension SnapshotFingerprint {
  /// This process's fingerprint, with the fonts of `<root>/Fixtures/Fonts/fonts.json` (or Kagami's own).
  public static func current(root: URL?) -> SnapshotFingerprint {
    SnapshotFingerprint(
      kagami: kagamiVersion, fonts: fontsDigest(root: root), freeType: LibraryVersions.freeType,
      harfBuzz: LibraryVersions.harfBuzz, libpng: LibraryVersions.libpng)
  }

  private static func fontsDigest(root: URL?) -> String {
    var directories: [String] = []
    if let root { directories.append(root.appendingPathComponent("Fixtures/Fonts").path) }
    if let own = FontSet.packageFontsDirectory(from: #filePath) { directories.append(own) }
    for directory in directories {
      guard let manifest = try? FontManifest.load(directory: directory) else { continue }
      let lines = manifest.fonts.map { "\($0.file) \($0.sha256)\n" }.joined()
      return SHA256.hash(data: Array(lines.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
    }
    return "none"
  }
}
