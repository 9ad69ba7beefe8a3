import Crypto
import Foundation
import KagamiFreeType

/// The fonts of one directory (checked against its `fonts.json`), their shapers, and the glyph
/// cache: everything needed to lay out and rasterize text. Not thread-safe: one per rendering
/// context (FreeType and HarfBuzz objects are owned here).
public final class FontSet {
  /// The directory the fonts were loaded from.
  public let directory: String
  /// The parsed manifest, in fallback order.
  public let manifest: FontManifest
  let library: FreeTypeLibrary
  /// FreeType faces, one per manifest entry (the face index used everywhere).
  let faces: [FontFace]
  /// HarfBuzz fonts over the same bytes, same indices.
  let shapingFonts: [HarfBuzzFont]
  let shaper: HarfBuzzShaper
  /// Rendered glyphs keyed by face, size, glyph and subpixel offset.
  public let glyphCache = GlyphCache()
  private var chains: [ChainKey: [Int]] = [:]

  /// Loads every font listed in `directory/fonts.json`, verifying each file's SHA-256.
  public init(directory: String) throws {
    self.directory = directory
    manifest = try FontManifest.load(directory: directory)
    library = try FreeTypeLibrary()
    var faces: [FontFace] = []
    var shapingFonts: [HarfBuzzFont] = []
    for entry in manifest.fonts {
      let path = (directory as NSString).appendingPathComponent(entry.file)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw TextError.unreadable(path: path, reason: "no such file (listed in fonts.json)")
      }
      let actual = SHA256.hash(data: data).map { byte in
        let text = String(byte, radix: 16)
        return byte < 16 ? "0" + text : text
      }.joined()
      guard actual == entry.sha256.lowercased() else {
        throw TextError.checksumMismatch(file: path, expected: entry.sha256, actual: actual)
      }
      do {
        let face = try FontFace(library: library, bytes: [UInt8](data), index: 0)
        faces.append(face)
        shapingFonts.append(try HarfBuzzFont(face: face, index: 0))
      } catch {
        throw TextError.unreadable(path: path, reason: "\(error)")
      }
    }
    self.faces = faces
    self.shapingFonts = shapingFonts
    shaper = try HarfBuzzShaper()
  }

  /// "family weight" for each loaded face, in fallback order.
  public var faceNames: [String] { manifest.fonts.map { "\($0.family) \($0.weight)" } }

  /// FreeType's version.
  public var freeTypeVersion: String { library.version }
  /// HarfBuzz's version.
  public var harfBuzzVersion: String { HarfBuzzFont.version }

  /// Face indices to try for `font`, in order: its family at the nearest weight, then every other
  /// family (manifest order, so Latin → Japanese → Arabic → Hebrew) at its nearest weight.
  func faceChain(for font: Font) throws -> [Int] {
    let key = ChainKey(family: font.family, weight: font.weight.value)
    if let chain = chains[key] { return chain }
    var families: [String] = []
    for entry in manifest.fonts where !families.contains(entry.family) { families.append(entry.family) }
    guard let primary = families.firstIndex(of: font.family) else { throw TextError.unknownFamily(font.family) }
    families.insert(families.remove(at: primary), at: 0)
    let chain = families.compactMap { family -> Int? in
      var best: Int?
      for (index, entry) in manifest.fonts.enumerated() where entry.family == family {
        let distance = abs(entry.weight - font.weight.value)
        if let current = best, abs(manifest.fonts[current].weight - font.weight.value) <= distance { continue }
        best = index
      }
      return best
    }
    chains[key] = chain
    return chain
  }

  private struct ChainKey: Hashable {
    var family: String
    var weight: Int
  }
}
