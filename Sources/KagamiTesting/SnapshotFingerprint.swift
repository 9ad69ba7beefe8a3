import Foundation
import KagamiFreeType
import KagamiImage
import KagamiRenderer
import KagamiResults
import KagamiText

extension SnapshotFingerprint {
  /// This process's fingerprint: Kagami's version and the FreeType, HarfBuzz, libpng, ICU (graphemes,
  /// emoji) and FriBidi (bidi) versions, with the fonts "unknown": each check names the fonts its
  /// screen drew with (`drawing(_:)`). `root` is the package being tested (kept for callers).
  package static func current(root: URL?) -> SnapshotFingerprint {
    SnapshotFingerprint(
      kagami: kagamiVersion, fonts: fontsField(nil), freeType: LibraryVersions.freeType,
      harfBuzz: LibraryVersions.harfBuzz, libpng: LibraryVersions.libpng, icu: LibraryVersions.icu,
      friBidi: LibraryVersions.friBidi)
  }

  /// This fingerprint naming the fonts `screen` drew with (unchanged when they are not known: a
  /// screenshot made from pixels, or a fingerprint that already names its fonts).
  func drawing(_ screen: Screenshot) -> SnapshotFingerprint {
    guard fonts == "unknown", let used = screen.usedFonts else { return self }
    return drawing(with: used.map { FontPin(file: ($0.file as NSString).lastPathComponent, sha256: $0.sha256) })
  }
}
