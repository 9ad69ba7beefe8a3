// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CFreeType

/// One face of a font file, opened from bytes it owns; renders outline glyphs without hinting
/// or bitmaps, and colour glyphs (emoji) from their bitmap strike, unscaled.
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

  /// Design units per em. A bitmap-only face (a colour emoji font) has them in its `head` table
  /// only; FreeType reports 0 for it.
  public var unitsPerEm: Int {
    let value = Int(handle.pointee.units_per_EM)
    guard value == 0, let table = FT_Get_Sfnt_Table(handle, FT_SFNT_HEAD) else { return value }
    return Int(table.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
  }
  /// Typographic ascender in design units (positive, above the baseline); from `hhea` for a
  /// bitmap-only face.
  public var ascender: Int { horizontalHeader?.ascender ?? Int(handle.pointee.ascender) }
  /// Typographic descender in design units (negative, below the baseline).
  public var descender: Int { horizontalHeader?.descender ?? Int(handle.pointee.descender) }
  /// Baseline-to-baseline distance in design units.
  public var lineHeight: Int {
    horizontalHeader.map { $0.ascender - $0.descender + $0.lineGap } ?? Int(handle.pointee.height)
  }

  /// The `hhea` metrics of a bitmap-only face, whose FreeType metrics are unset; nil otherwise.
  private var horizontalHeader: (ascender: Int, descender: Int, lineGap: Int)? {
    guard handle.pointee.units_per_EM == 0, let table = FT_Get_Sfnt_Table(handle, FT_SFNT_HHEA) else { return nil }
    let header = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
    return (Int(header.Ascender), Int(header.Descender), Int(header.Line_Gap))
  }
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

  /// True when the face draws glyphs as colour bitmaps (CBDT or sbix strikes, e.g. Noto Color Emoji).
  public var hasColorBitmaps: Bool {
    handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && handle.pointee.num_fixed_sizes > 0
  }

  /// Decodes colour glyph `glyph` from the face's largest bitmap strike (FT_LOAD_COLOR), unscaled:
  /// the caller scales it to the text size with integer arithmetic, so that the same bytes come out
  /// on every machine. FreeType's premultiplied BGRA becomes straight RGBA (rounded to nearest).
  /// Returns nil when the glyph has no bitmap (.notdef of a bitmap-only font).
  public func renderColor(glyph: UInt32) throws -> ColorGlyphBitmap? {
    guard hasColorBitmaps, let sizes = handle.pointee.available_sizes else { return nil }
    var strike = 0
    for index in 0..<Int(handle.pointee.num_fixed_sizes) where sizes[index].y_ppem > sizes[strike].y_ppem {
      strike = index
    }
    var error = FT_Select_Size(handle, FT_Int(strike))
    guard error == 0 else { throw FreeTypeError(function: "FT_Select_Size(\(strike))", code: error) }
    currentSize = -1
    error = FT_Load_Glyph(handle, FT_UInt(glyph), Int32(FT_LOAD_COLOR))
    guard error == 0 else {
      if glyph == 0 { return nil }
      throw FreeTypeError(function: "FT_Load_Glyph(\(glyph), FT_LOAD_COLOR)", code: error)
    }
    let slot = handle.pointee.glyph!
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    guard width > 0, height > 0, let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
    else { return nil }
    let pitch = Int(bitmap.pitch)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { destination in
      var target = 0
      for row in 0..<height {
        let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
        for column in 0..<width {
          let alpha = Int(source[column * 4 + 3])
          if alpha != 0 {
            destination[target] = Self.unpremultiplied(source[column * 4 + 2], alpha)
            destination[target + 1] = Self.unpremultiplied(source[column * 4 + 1], alpha)
            destination[target + 2] = Self.unpremultiplied(source[column * 4], alpha)
            destination[target + 3] = UInt8(alpha)
          }
          target += 4
        }
      }
    }
    return ColorGlyphBitmap(
      width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
      strikePixelSize64: Int(sizes[strike].y_ppem), pixels: pixels)
  }

  /// A premultiplied channel over `alpha` (1–255) as a straight one, rounded to nearest.
  private static func unpremultiplied(_ value: UInt8, _ alpha: Int) -> UInt8 {
    UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha))
  }
}
