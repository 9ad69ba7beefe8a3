import Crypto
import Foundation
import KagamiFreeType
import KagamiRaster
import KagamiText

/// What rendered a baseline: Kagami's version, a hash of the font manifest, FreeType, HarfBuzz and
/// libpng versions. Stored in the baseline's tEXt chunk so a mismatch can say whether the
/// environment changed.
public struct SnapshotFingerprint: Codable, Equatable, Sendable {
  /// Kagami's version string.
  public var kagami: String
  /// The first 16 hex digits of the SHA-256 of the font manifest's `file sha256` lines, or "none".
  public var fonts: String
  /// FreeType's version.
  public var freeType: String
  /// HarfBuzz's version.
  public var harfBuzz: String
  /// libpng's version.
  public var libpng: String

  /// The version of Kagami written into fingerprints.
  public static let kagamiVersion = "0.1.0"

  /// A fingerprint from its parts.
  public init(kagami: String, fonts: String, freeType: String, harfBuzz: String, libpng: String) {
    self.kagami = kagami
    self.fonts = fonts
    self.freeType = freeType
    self.harfBuzz = harfBuzz
    self.libpng = libpng
  }

  /// This process's fingerprint, with the fonts of `<root>/Fixtures/Fonts/fonts.json` (or Kagami's own).
  public static func current(root: URL?) -> SnapshotFingerprint {
    SnapshotFingerprint(
      kagami: kagamiVersion, fonts: fontsDigest(root: root), freeType: LibraryVersions.freeType,
      harfBuzz: LibraryVersions.harfBuzz, libpng: LibraryVersions.libpng)
  }

  /// `key=value` lines, as stored in the `kagami:fingerprint` tEXt chunk.
  public var text: String {
    fields.map { "\($0.0)=\($0.1)" }.joined(separator: "\n")
  }

  /// Parses `text`; unknown keys are ignored and missing ones read "unknown".
  public init(text: String) {
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      values[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    self.init(
      kagami: values["kagami"] ?? "unknown", fonts: values["fonts"] ?? "unknown",
      freeType: values["freetype"] ?? "unknown", harfBuzz: values["harfbuzz"] ?? "unknown",
      libpng: values["libpng"] ?? "unknown")
  }

  /// "FreeType 2.12.1 → 2.13.0"-style descriptions of the fields that differ from `other`.
  public func differences(from other: SnapshotFingerprint) -> [String] {
    zip(other.fields, fields).compactMap { old, new in
      old.1 == new.1 ? nil : "\(old.2) \(old.1) → \(new.1)"
    }
  }

  private var fields: [(String, String, String)] {
    [
      ("kagami", kagami, "Kagami"), ("fonts", fonts, "fonts"), ("freetype", freeType, "FreeType"),
      ("harfbuzz", harfBuzz, "HarfBuzz"), ("libpng", libpng, "libpng"),
    ]
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
