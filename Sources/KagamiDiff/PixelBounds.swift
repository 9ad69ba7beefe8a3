/// An axis-aligned rectangle of pixels, for reporting where an image changed.
public struct PixelBounds: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// Left edge.
  public var x: Int
  /// Top edge.
  public var y: Int
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
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
}
