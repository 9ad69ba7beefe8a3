/// An error loading fonts or laying out text.
public enum TextError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A font directory, manifest or file could not be read or parsed.
  case unreadable(path: String, reason: String)
  /// A font file listed in a manifest is not on disk.
  case missingFont(file: String, manifest: String, sourcePackage: String, sourceVersion: String)
  /// A font file's SHA-256 differs from the manifest's.
  case checksumMismatch(file: String, expected: String, actual: String)
  /// No font in the set has the requested family.
  case unknownFamily(String)
  /// FreeType or HarfBuzz refused a font or a glyph.
  case engine(String)
  /// A span or paragraph attribute (kerning, tracking, line spacing) has a value that cannot be laid out.
  case invalidAttribute(name: String, value: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
    case .missingFont(let file, let manifest, let package, let version):
      return
        "font \(file) (listed in \(manifest)) does not exist. Kagami's own fonts ship in KagamiText's Fonts "
        + "resource: restore them (git checkout -- Sources/KagamiText/Fonts, or a clean clone). For a font folder "
        + "of your own, put the file there (it came from Debian's \(package) \(version))."
    case .checksumMismatch(let file, let expected, let actual):
      return
        "font \(file) has SHA-256 \(actual), but fonts.json expects \(expected): it is not the pinned file, "
        + "and another version would draw other pixels. Restore Kagami's fonts (git checkout -- "
        + "Sources/KagamiText/Fonts, or a clean clone); for a font folder of your own, put the pinned file back "
        + "or record the new hash in its fonts.json (and re-record the baselines that draw with it)."
    case .unknownFamily(let family): return "no bundled font has the family \"\(family)\""
    case .engine(let text): return "font engine error: \(text)"
    case .invalidAttribute(let name, let value, let reason): return "text \(name) \(value): \(reason)"
    }
  }
}
