// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CHarfBuzz

/// Shapes runs of a paragraph with HarfBuzz (kerning, ligatures, contextual forms), reusing one
/// buffer. Whole-paragraph text is passed as context so shaping at run edges sees its neighbours.
/// A right-to-left run is shaped right to left (Arabic joining, mirrored brackets) and its glyphs
/// are returned in logical order like every other run's: reverse them to show them.
final class HarfBuzzShaper {
  private let buffer: OpaquePointer
  private let english = hb_language_from_string("en", -1)
  private let japanese = hb_language_from_string("ja", -1)
  /// Languages by BCP 47 tag, for runs that name one.
  private var languages: [String: hb_language_t] = [:]
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
  /// optional ligatures are turned off. `rightToLeft` shapes the run right to left; `language` (a
  /// BCP 47 tag) overrides `isJapanese`'s choice of `ja` or `en`. The script is HarfBuzz's guess
  /// from the run's characters.
  func shape(
    _ text: [UInt32], range: Range<Int>, font: HarfBuzzFont, faceIndex: Int, pixelSize64: Int, isJapanese: Bool,
    ligatures: Bool = true, rightToLeft: Bool = false, language: String? = nil, into glyphs: inout [ShapedGlyph]
  ) {
    hb_buffer_clear_contents(buffer)
    text.withUnsafeBufferPointer { pointer in
      hb_buffer_add_utf32(
        buffer, pointer.baseAddress, Int32(pointer.count), UInt32(range.lowerBound), Int32(range.count))
    }
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_language(buffer, language.flatMap(languageNamed) ?? (isJapanese ? japanese : english))
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
    let first = glyphs.count
    for index in 0..<Int(count) {
      let info = infos[index]
      let position = positions[index]
      glyphs.append(
        ShapedGlyph(
          face: faceIndex, glyph: info.codepoint, cluster: Int(info.cluster),
          advance64: scale.apply(Int(position.x_advance)), offsetX64: scale.apply(Int(position.x_offset)),
          offsetY64: scale.apply(Int(position.y_offset)), isVisible: true, isRightToLeft: rightToLeft))
    }
    // HarfBuzz gives a right-to-left run in visual order (clusters descending): store it logically.
    if rightToLeft { glyphs[first...].reverse() }
  }

  private func languageNamed(_ tag: String) -> hb_language_t? {
    if let language = languages[tag] { return language }
    let language = hb_language_from_string(tag, -1)
    languages[tag] = language
    return language
  }

}
