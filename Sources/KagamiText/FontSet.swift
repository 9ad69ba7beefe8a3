import Foundation
import KagamiDigest
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
  /// FreeType faces and HarfBuzz fonts over the same bytes, one per manifest entry (the face index
  /// used everywhere); nil until first needed for an entry that `loadsOnDemand`.
  private var loaded: [LoadedFace?]
  let shaper: HarfBuzzShaper
  /// Rendered glyphs keyed by face, size, glyph and subpixel offset.
  public let glyphCache = GlyphCache()
  /// Colour glyphs decoded from their strike, keyed by face and glyph (their size is the strike's).
  var colorGlyphs: [ColorGlyphKey: ColorGlyphBitmap?] = [:]
  /// Bytes of pixels held by `colorGlyphs`.
  public internal(set) var colorGlyphCacheBytes = 0
  /// The most bytes of decoded colour glyphs kept (about 460 Noto Color Emoji strikes); past it the
  /// cache starts again, so a text with thousands of distinct emoji draws in bounded memory.
  public static let colorGlyphCacheBudget = 32 << 20
  private var chains: [ChainKey: [Int]] = [:]

  /// Loads every font listed in `directory/fonts.json`, verifying each file's SHA-256; a font that
  /// `loadsOnDemand` is read and verified the first time a character needs it.
  public init(directory: String) throws {
    self.directory = directory
    manifest = try FontManifest.load(directory: directory)
    library = try FreeTypeLibrary()
    shaper = try HarfBuzzShaper()
    loaded = Array(repeating: nil, count: manifest.fonts.count)
    for index in manifest.fonts.indices where manifest.fonts[index].loadsOnDemand != true {
      loaded[index] = try load(index)
    }
  }

  /// "family weight" for each face, in fallback order.
  public var faceNames: [String] { manifest.fonts.map { "\($0.family) \($0.weight)" } }

  /// FreeType's version.
  public var freeTypeVersion: String { library.version }
  /// HarfBuzz's version.
  public var harfBuzzVersion: String { HarfBuzzFont.version }

  /// The FreeType face of manifest entry `index`, opened now if it loads on demand. Throws
  /// `TextError.missingFont` naming the file and the manifest when it is not on disk.
  func face(_ index: Int) throws -> FontFace { try loadedFace(index).face }

  /// The HarfBuzz font of manifest entry `index` (see `face(_:)`).
  func shapingFont(_ index: Int) throws -> HarfBuzzFont { try loadedFace(index).shaping }

  /// The face of entry `index`, which must be open: every face a shaped glyph or a span's primary
  /// face names is (shaping opens them).
  func openedFace(_ index: Int) -> FontFace {
    guard let face = loaded[index]?.face else { preconditionFailure("font \(faceNames[index]) was never opened") }
    return face
  }

  /// The HarfBuzz font of entry `index` when it is open.
  func openedShapingFont(_ index: Int) -> HarfBuzzFont? { loaded[index]?.shaping }

  /// Whether entry `index` is open (a face that loads on demand may not be yet).
  func isOpen(_ index: Int) -> Bool { loaded[index] != nil }

  /// Whether entry `index` is open and draws colour glyphs.
  public func isColorFace(_ index: Int) -> Bool { loaded[index]?.isColor ?? false }

  private func loadedFace(_ index: Int) throws -> LoadedFace {
    if let face = loaded[index] { return face }
    let face = try load(index)
    loaded[index] = face
    return face
  }

  private func load(_ index: Int) throws -> LoadedFace {
    let entry = manifest.fonts[index]
    let path = entry.path(in: directory)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TextError.missingFont(
        file: path, manifest: (directory as NSString).appendingPathComponent("fonts.json"),
        sourcePackage: entry.sourcePackage, sourceVersion: entry.sourceVersion)
    }
    let actual = SHA256Digest(of: data).hex()
    guard actual == entry.sha256.lowercased() else {
      throw TextError.checksumMismatch(file: path, expected: entry.sha256, actual: actual)
    }
    do {
      let face = try FontFace(library: library, bytes: [UInt8](data), index: 0)
      return LoadedFace(face: face, shaping: try HarfBuzzFont(face: face, index: 0), isColor: face.hasColorBitmaps)
    } catch {
      throw TextError.unreadable(path: path, reason: "\(error)")
    }
  }

  /// Face indices to try for `font`, in order: its family at the nearest weight, then every other
  /// family (manifest order, so Latin → Japanese → Arabic → Hebrew → emoji) at its nearest weight.
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

  private struct LoadedFace {
    let face: FontFace
    let shaping: HarfBuzzFont
    let isColor: Bool
  }
}
