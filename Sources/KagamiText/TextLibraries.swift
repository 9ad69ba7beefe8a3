/// Versions of the libraries KagamiText shapes with, for fingerprints.
public enum TextLibraries {
  /// HarfBuzz's version string, e.g. "6.0.0".
  public static var harfBuzzVersion: String { HarfBuzzFont.version }
}
