import CHarfBuzz

/// Shapes runs of a paragraph with HarfBuzz (kerning, ligatures, contextual forms), reusing one
/// buffer. Whole-paragraph text is passed as context so shaping at run edges sees its neighbours.
final class HarfBuzzShaper {
  private let buffer: OpaquePointer
  private let english = hb_language_from_string("en", -1)
  private let japanese = hb_language_from_string("ja", -1)
  /// `-liga`, `-clig`: the optional ligatures tracking turns off (required ones, `rlig`, stay).
  private let noLigatures: [hb_feature_t]

  init() throws {
    guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
      throw TextError.engine("hb_buffer_create failed")
    }
    self.buffer = buffer
    noLigatures = ["-liga", "-clig"].map { name in
      var feature = hb_feature_t()
      _ = hb_feature_from_string(name, -1, &feature)
      return feature
    }
  }

  deinit { hb_buffer_destroy(buffer) }

  /// Shapes `text[range]` with `font` (face `faceIndex` of the set) at `pixelSize64` and appends
  /// the glyphs to `glyphs`; clusters are offsets into the whole `text`. Without `ligatures` the
  /// optional ligatures are turned off.
  func shape(
    _ text: [UInt32], range: Range<Int>, font: HarfBuzzFont, faceIndex: Int, pixelSize64: Int, isJapanese: Bool,
    ligatures: Bool = true, into glyphs: inout [ShapedGlyph]
  ) {
    hb_buffer_clear_contents(buffer)
    text.withUnsafeBufferPointer { pointer in
      hb_buffer_add_utf32(
        buffer, pointer.baseAddress, Int32(pointer.count), UInt32(range.lowerBound), Int32(range.count))
    }
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_set_language(buffer, isJapanese ? japanese : english)
    hb_buffer_guess_segment_properties(buffer)
    if ligatures {
      hb_shape(font.font, buffer, nil, 0)
    } else {
      noLigatures.withUnsafeBufferPointer { hb_shape(font.font, buffer, $0.baseAddress, UInt32($0.count)) }
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return }
    let scale = DesignScale(pixelSize64: pixelSize64, unitsPerEm: font.unitsPerEm)
    glyphs.reserveCapacity(glyphs.count + Int(count))
    for index in 0..<Int(count) {
      let info = infos[index]
      let position = positions[index]
      glyphs.append(
        ShapedGlyph(
          face: faceIndex, glyph: info.codepoint, cluster: Int(info.cluster),
          advance64: scale.apply(Int(position.x_advance)), offsetX64: scale.apply(Int(position.x_offset)),
          offsetY64: scale.apply(Int(position.y_offset)), isVisible: true))
    }
  }

}
