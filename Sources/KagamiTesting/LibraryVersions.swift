import KagamiFreeType
import KagamiImage
import KagamiText

/// The versions of the C libraries that draw and encode pixels, read once per process.
enum LibraryVersions {
  /// FreeType's "major.minor.patch", or "unknown" when FreeType cannot start.
  static let freeType: String = (try? FreeTypeLibrary())?.version ?? "unknown"
  /// HarfBuzz's version string.
  static let harfBuzz: String = TextLibraries.harfBuzzVersion
  /// libpng's version string.
  static let libpng: String = PNGCodec.libpngVersion
}
