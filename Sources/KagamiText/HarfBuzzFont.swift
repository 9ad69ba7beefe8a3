import KagamiFreeType

// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CHarfBuzz

/// A HarfBuzz font over the same bytes as a `FontFace`, at scale = units per em, so HarfBuzz's
/// own OpenType functions return positions in exact design units.
final class HarfBuzzFont {
  /// The FreeType face whose bytes HarfBuzz reads (kept alive here).
  let face: FontFace
  let font: OpaquePointer
  /// Design units per em (the HarfBuzz scale).
  let unitsPerEm: Int

  /// Opens face `index` of `face`'s bytes.
  init(face: FontFace, index: Int) throws {
    self.face = face
    let bytes = face.bytes
    guard
      let blob = hb_blob_create(
        bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil,
        nil)
    else { throw TextError.engine("hb_blob_create failed") }
    defer { hb_blob_destroy(blob) }
    let hbFace = hb_face_create(blob, UInt32(index))
    defer { hb_face_destroy(hbFace) }
    guard let font = hb_font_create(hbFace) else { throw TextError.engine("hb_font_create failed") }
    let upem = Int(hb_face_get_upem(hbFace))
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    self.font = font
    self.unitsPerEm = upem
  }

  deinit { hb_font_destroy(font) }

  /// HarfBuzz's version string.
  static var version: String { String(cString: hb_version_string()) }
}
