import KagamiImage

/// The outcome of comparing an expected image with an actual one.
public struct DiffResult: Equatable, Sendable {
  /// Width of both images.
  public var width: Int
  /// Height of both images.
  public var height: Int
  /// Pixels pixelmatch counts as different (anti-aliasing excluded unless `includeAA`).
  public var mismatched: Int
  /// The budget's allowance in pixels.
  public var allowed: Double
  /// The diff image, when one was asked for.
  public var image: Bitmap?
  /// Where `image` lies in the compared images when it holds only the changed region
  /// (`ImageDiff.drawsChangedRegionOnly`); nil when it is the whole image's size.
  public var imageRegion: PixelRect?
  /// The exact size of the change (every pixel whose bytes differ), whatever the rule counted.
  public var change: PixelChange

  /// A result from its parts.
  public init(
    width: Int, height: Int, mismatched: Int, allowed: Double, image: Bitmap? = nil, change: PixelChange = .none
  ) {
    self.width = width
    self.height = height
    self.mismatched = mismatched
    self.allowed = allowed
    self.image = image
    self.change = change
  }

  /// Every pixel: `width * height`.
  public var total: Int { width * height }
  /// `mismatched / total`.
  public var ratio: Double { Double(mismatched) / Double(total) }
  /// True when the mismatch is within the budget.
  public var passed: Bool { Double(mismatched) <= allowed }

  /// Playwright's wording: "N pixels (ratio 0.xx of all image pixels) are different.", or "" when passed.
  public var failureMessage: String {
    guard !passed else { return "" }
    // Playwright rounds the ratio up to hundredths.
    let hundredths = (mismatched * 100 + total - 1) / total
    let ratioText = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    return "\(mismatched) pixels (ratio \(ratioText) of all image pixels) are different."
  }
}
