/// A rectangle with fractional edges: in device pixels for the rasterizer (fractional edges are
/// anti-aliased), in points for the layout (a laid-out frame, `x` and `y` relative to the parent).
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// A rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// `x,y widthxheight` with shortest decimal forms (stable across machines), as layout dumps print frames.
  public var description: String {
    "\(Rect.format(x)),\(Rect.format(y)) \(Rect.format(width))x\(Rect.format(height))"
  }

  /// A number without a trailing `.0` (Swift's shortest round-trip form otherwise).
  public static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// A rectangle covering exactly the pixels of `rect`.
  public init(_ rect: PixelRect) {
    self.init(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
  }

  /// Right edge.
  public var maxX: Double { x + width }
  /// Bottom edge.
  public var maxY: Double { y + height }
  /// True when all four values are finite.
  public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// This rectangle moved inwards by `amount` on every side (outwards when negative).
  public func insetBy(_ amount: Double) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// The smallest pixel rectangle containing this one.
  public var enclosingPixels: PixelRect {
    let left = Rect.clampedInt((x).rounded(.down))
    let top = Rect.clampedInt((y).rounded(.down))
    let right = Rect.clampedInt((maxX).rounded(.up))
    let bottom = Rect.clampedInt((maxY).rounded(.up))
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The pixel rectangle whose edges are this rectangle's edges rounded to the nearest pixel.
  public var roundedPixels: PixelRect {
    let left = Rect.clampedInt(x.rounded(.toNearestOrAwayFromZero))
    let top = Rect.clampedInt(y.rounded(.toNearestOrAwayFromZero))
    let right = Rect.clampedInt(maxX.rounded(.toNearestOrAwayFromZero))
    let bottom = Rect.clampedInt(maxY.rounded(.toNearestOrAwayFromZero))
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// True when every edge lies on a whole pixel.
  public var isPixelAligned: Bool {
    x == x.rounded() && y == y.rounded() && maxX == maxX.rounded() && maxY == maxY.rounded()
  }

  private static func clampedInt(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(max(value, -1_000_000), 1_000_000))
  }
}
