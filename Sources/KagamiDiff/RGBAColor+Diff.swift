import KagamiImage

/// The colours a diff image is drawn with.
extension RGBAColor {
  /// pixelmatch's colour for anti-aliased pixels: yellow.
  public static let pixelmatchYellow = RGBAColor(red: 255, green: 255, blue: 0)
  /// pixelmatch's colour for differing pixels: red.
  public static let pixelmatchRed = RGBAColor(red: 255, green: 0, blue: 0)
  /// The colour masked areas are painted with before comparing (Playwright's default, #FF00FF).
  public static let maskMagenta = RGBAColor(red: 255, green: 0, blue: 255)
  /// Kagami's colour for changed pixels below pixelmatch's threshold in a diff image: blue.
  public static let belowThresholdBlue = RGBAColor(red: 0, green: 96, blue: 255)
}
