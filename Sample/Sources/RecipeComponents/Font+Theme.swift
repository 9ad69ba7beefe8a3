import KagamiText

extension Font {
  /// This font in bold.
  var bold: Font { Font(family: family, weight: .bold, size: size) }
}
