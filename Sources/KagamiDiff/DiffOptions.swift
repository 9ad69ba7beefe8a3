import KagamiImage

/// The options of a pixelmatch comparison, with pixelmatch 7.2's names, meanings and defaults.
public struct DiffOptions: Equatable, Sendable {
  /// Matching threshold, 0–1; smaller is more sensitive. Default 0.1.
  public var threshold: Double
  /// When true, anti-aliased pixels count as differences instead of being detected and ignored. Default false.
  public var includeAA: Bool
  /// Opacity of the original image (as grey) under the diff, 0 (white) – 1. Default 0.1.
  public var alpha: Double
  /// Colour of anti-aliased pixels in the diff image. Default yellow (255, 255, 0).
  public var aaColor: RGBAColor
  /// Colour of differing pixels in the diff image. Default red (255, 0, 0).
  public var diffColor: RGBAColor
  /// Colour of differing pixels that are darker in the second image; nil uses `diffColor`. Default nil.
  public var diffColorAlt: RGBAColor?
  /// Draw only the differing pixels, over a transparent background (a mask). Default false.
  public var diffMask: Bool
  /// Blend translucent pixels over pixelmatch's checkerboard pattern (true) or over white (false). Default true.
  public var checkerboard: Bool

  /// Options from their parts; every default is pixelmatch's.
  public init(
    threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
    aaColor: RGBAColor = .pixelmatchYellow,
    diffColor: RGBAColor = .pixelmatchRed, diffColorAlt: RGBAColor? = nil, diffMask: Bool = false,
    checkerboard: Bool = true
  ) {
    self.threshold = threshold
    self.includeAA = includeAA
    self.alpha = alpha
    self.aaColor = aaColor
    self.diffColor = diffColor
    self.diffColorAlt = diffColorAlt
    self.diffMask = diffMask
    self.checkerboard = checkerboard
  }

  /// pixelmatch's defaults.
  public static let pixelmatch = DiffOptions()

  /// Throws unless `threshold` and `alpha` are finite numbers in 0...1.
  public func validate() throws(DiffError) {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw .invalidOption("threshold \(threshold) must be between 0 and 1")
    }
    guard alpha.isFinite, (0...1).contains(alpha) else {
      throw .invalidOption("alpha \(alpha) must be between 0 and 1")
    }
  }
}
