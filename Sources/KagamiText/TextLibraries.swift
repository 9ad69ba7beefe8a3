/// Versions of the libraries KagamiText shapes with, for fingerprints.
public enum TextLibraries {
  /// HarfBuzz's version string, e.g. "6.0.0".
  public static var harfBuzzVersion: String { HarfBuzzFont.version }
  /// ICU's version and its Unicode data version (grapheme clusters and emoji properties),
  /// e.g. "72.1 (Unicode 15.0)".
  public static var icuVersion: String {
    let versions = GraphemeClusters.versions
    return "\(versions.icu) (Unicode \(versions.unicode))"
  }
  /// FriBidi's version and its Unicode data version (the bidirectional algorithm), e.g.
  /// "1.0.8 (Unicode 10.0.0)".
  public static var friBidiVersion: String {
    let versions = BidiParagraph.versions
    return "\(versions.fribidi) (Unicode \(versions.unicode))"
  }
}
