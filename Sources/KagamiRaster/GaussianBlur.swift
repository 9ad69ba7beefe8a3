/// A Gaussian blur of an 8-bit plane approximated by three successive box blurs per axis, as the
/// W3C Filter Effects spec defines `feGaussianBlur` (and browsers draw CSS shadows): for a standard
/// deviation `s` pixels, `d = ⌊s · 3√(2π)/4 + 0.5⌋`; an odd `d` gives three centred boxes of `d`
/// pixels, an even `d` two boxes of `d` (one shifted half a pixel left, one right) and a centred box of
/// `d + 1`.
///
/// The sums are exact integers (no rounding between the passes or between the axes); each output is
/// the full convolution divided by the kernel's weight, rounded half up, once. The result is the
/// same bytes on every machine, whatever order the passes run in (`GaussianBlur+Passes`).
public struct GaussianBlur: Sendable {
  /// The box sizes along an axis, as offsets: each box covers `lower...upper` around the pixel.
  let boxes: [(lower: Int, upper: Int)]
  /// How far the blur reaches beyond a pixel, on each side.
  public let reach: Int

  /// `d`, the W3C box size (0 or 1: no blur).
  let boxSize: Int

  /// The largest standard deviation accepted, in pixels (a larger one is clamped): bounds the work
  /// and the sums (255 · d⁶ stays far inside 64 bits).
  public static let maximumDeviation = 256.0

  /// A blur of standard deviation `deviation` pixels (0, negative or NaN: no blur).
  public init(deviation: Double) {
    let clamped = deviation.isNaN ? 0 : min(max(deviation, 0), Self.maximumDeviation)
    let size = Int((clamped * 1.879_971_205_971_8 + 0.5).rounded(.down))
    boxSize = size
    if size <= 1 {
      boxes = []
    } else if size % 2 == 1 {
      let half = size / 2
      boxes = Array(repeating: (-half, half), count: 3)
    } else {
      let half = size / 2
      boxes = [(-half, half - 1), (-half + 1, half), (-half, half)]
    }
    reach = max(-boxes.reduce(0) { $0 + $1.lower }, boxes.reduce(0) { $0 + $1.upper })
  }

  /// The kernel's total weight along one axis (the product of the box sizes).
  var axisWeight: Int64 { boxes.reduce(1) { $0 * Int64($1.upper - $1.lower + 1) } }

  /// `plane` (`width × height` values, row-major) blurred, on a plane grown by `reach` on every side:
  /// `(width + 2·reach) × (height + 2·reach)` values.
  public func apply(_ plane: [UInt8], width: Int, height: Int) -> (values: [UInt8], width: Int, height: Int) {
    guard !boxes.isEmpty else { return (plane, width, height) }
    precondition(plane.count >= width * height, "the plane has fewer than width × height values")
    let blurred = plane.withUnsafeBufferPointer { rows(of: $0, width: width, height: height, scratch: BlurScratch()) }
    return (blurred.values, blurred.width, blurred.height)
  }
}
