import Foundation

extension FontSet {
  /// The folder of Kagami's bundled fonts (Noto Sans, JIS X 0208 subsets of Noto Sans CJK JP, Noto Sans
  /// Arabic and Noto Sans Hebrew, with their licences and `fonts.json`), shipped as a SwiftPM resource
  /// of KagamiText.
  public static var bundledDirectory: String {
    Bundle.module.bundleURL.appendingPathComponent("Fonts").path
  }

  /// Kagami's bundled fonts, checked against their manifest. For fonts of your own, pass their folder
  /// (holding a `fonts.json` manifest) to `FontSet(directory:)` and give that set to the renderer.
  public static func bundled() throws -> FontSet {
    try FontSet(directory: bundledDirectory)
  }
}
