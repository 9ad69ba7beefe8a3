import CFreeType

/// One face of a font file, opened from bytes it owns; renders glyphs without hinting or bitmaps.
///
/// Not thread-safe, like every FreeType object: one per rendering context.
public final class FontFace {
  private let library: FreeTypeLibrary
  private let handle: FT_Face
  private let storage: UnsafeMutableRawBufferPointer
  private var currentSize: Int = -1

  /// Opens face `index` of the font file `bytes` (copied; FreeType reads it in place).
  public init(library: FreeTypeLibrary, bytes: [UInt8], index: Int = 0) throws {
    guard !bytes.isEmpty else { throw FreeTypeError(function: "FT_New_Memory_Face (empty file)", code: 0x02) }
    let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
    storage.copyBytes(from: bytes)
    var face: FT_Face?
    let error = FT_New_Memory_Face(
      library.handle, storage.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count),
      FT_Long(index), &face)
    guard error == 0, let face else {
      storage.deallocate()
      throw FreeTypeError(function: "FT_New_Memory_Face", code: error)
    }
    self.library = library
    self.handle = face
    self.storage = storage
  }

  deinit {
    FT_Done_Face(handle)
    storage.deallocate()
  }

  /// The font file's bytes, valid while this face lives (for a shaper reading the same file).
  public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(storage) }

  /// Design units per em.
  public var unitsPerEm: Int { Int(handle.pointee.units_per_EM) }
  /// Typographic ascender in design units (positive, above the baseline).
  public var ascender: Int { Int(handle.pointee.ascender) }
  /// Typographic descender in design units (negative, below the baseline).
  public var descender: Int { Int(handle.pointee.descender) }
  /// Baseline-to-baseline distance in design units.
  public var lineHeight: Int { Int(handle.pointee.height) }
  /// Number of glyphs in the face.
  public var glyphCount: Int { Int(handle.pointee.num_glyphs) }
  /// Underline centre in design units, up from the baseline (negative: below). FreeType derives it
  /// from the `post` table: its top-of-stroke `underlinePosition` minus half `underlineThickness`.
  public var underlinePosition: Int { Int(handle.pointee.underline_position) }
  /// Underline thickness in design units (`post.underlineThickness`).
  public var underlineThickness: Int { Int(handle.pointee.underline_thickness) }
  /// Strikeout stroke from the OS/2 table, in design units: the top of the stroke up from the
  /// baseline (`yStrikeoutPosition`) and its thickness (`yStrikeoutSize`); nil without an OS/2 table.
  public var strikeout: (position: Int, thickness: Int)? {
    guard let table = FT_Get_Sfnt_Table(handle, FT_SFNT_OS2) else { return nil }
    let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
    guard os2.version != 0xFFFF else { return nil }
    return (Int(os2.yStrikeoutPosition), Int(os2.yStrikeoutSize))
  }
  /// The family name stored in the face.
  public var familyName: String { handle.pointee.family_name.map { String(cString: $0) } ?? "" }

  /// The glyph for `scalar` in the face's Unicode cmap, or 0 (.notdef) when it has none.
  public func glyphIndex(for scalar: UInt32) -> UInt32 {
    UInt32(FT_Get_Char_Index(handle, FT_ULong(scalar)))
  }

  /// Renders glyph `glyph` at `pixelSize64` (pixels per em in 26.6) with its origin shifted right by
  /// `offset64` (26.6, the subpixel position). Unhinted outlines, FT_RENDER_MODE_NORMAL. `oblique`
  /// slants the outline about the baseline before the shift (a synthesized italic): x += y × 0x366A / 0x10000
  /// (≈ 12°, FreeType's own `FT_GlyphSlot_Oblique` shear), in FreeType's 16.16 fixed point.
  public func render(glyph: UInt32, pixelSize64: Int, offset64: Int, oblique: Bool = false) throws -> GlyphBitmap {
    if currentSize != pixelSize64 {
      let error = FT_Set_Char_Size(handle, 0, FT_F26Dot6(pixelSize64), 72, 72)
      guard error == 0 else { throw FreeTypeError(function: "FT_Set_Char_Size(\(pixelSize64)/64 px)", code: error) }
      currentSize = pixelSize64
    }
    let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    var error = FT_Load_Glyph(handle, FT_UInt(glyph), flags)
    guard error == 0 else { throw FreeTypeError(function: "FT_Load_Glyph(\(glyph))", code: error) }
    let slot = handle.pointee.glyph!
    guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_points > 0 else { return .empty }
    if oblique {
      var shear = FT_Matrix(xx: 0x10000, xy: 0x0366A, yx: 0, yy: 0x10000)
      FT_Outline_Transform(&slot.pointee.outline, &shear)
    }
    if offset64 != 0 { FT_Outline_Translate(&slot.pointee.outline, FT_Pos(offset64), 0) }
    error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
    guard error == 0 else { throw FreeTypeError(function: "FT_Render_Glyph(\(glyph))", code: error) }
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
    let pitch = Int(bitmap.pitch)
    var coverage = [UInt8](repeating: 0, count: width * height)
    coverage.withUnsafeMutableBufferPointer { destination in
      for row in 0..<height {
        let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
        (destination.baseAddress! + row * width).update(from: source, count: width)
      }
    }
    return GlyphBitmap(
      width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
      coverage: coverage)
  }
}
