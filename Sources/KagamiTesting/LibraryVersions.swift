import KagamiFreeType
import KagamiImage
import KagamiText

/// The versions of the C libraries that segment, reorder, draw and encode text and pixels, read once
/// per process.
enum LibraryVersions {
  /// FreeType's "major.minor.patch", or "unknown" when FreeType cannot start.
  static let freeType: String = (try? FreeTypeLibrary())?.version ?? "unknown"
  /// HarfBuzz's version string.
  static let harfBuzz: String = TextLibraries.harfBuzzVersion
  /// libpng's version string.
  static let libpng: String = PNGCodec.libpngVersion
  /// ICU's version and Unicode data version (grapheme clusters, emoji), e.g. "72.1 (Unicode 15.0)".
  static let icu: String = TextLibraries.icuVersion
  /// FriBidi's version and Unicode data version (bidi), e.g. "1.0.8 (Unicode 10.0.0)".
  static let friBidi: String = TextLibraries.friBidiVersion
}
