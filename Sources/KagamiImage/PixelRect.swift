/// An integer rectangle in device pixels.
public struct PixelRect: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// Left edge.
  public var x: Int
  /// Top edge.
  public var y: Int
  /// Width; a rectangle with width or height ≤ 0 is empty.
  public var width: Int
  /// Height.
  public var height: Int

  /// A rectangle from its origin and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `x,y widthxheight`, e.g. "12,40 100x3".
  public var description: String { "\(x),\(y) \(width)x\(height)" }

  /// One past the right edge.
  public var maxX: Int { x + width }
  /// One past the bottom edge.
  public var maxY: Int { y + height }
  /// True when the rectangle covers no pixel.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The overlap of two rectangles (empty when they do not meet).
  public func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }
}
