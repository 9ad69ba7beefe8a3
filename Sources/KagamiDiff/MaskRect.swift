/// A rectangle of pixels to leave out of a comparison (Playwright's `mask`).
public struct MaskRect: Equatable, Hashable, Sendable {
  /// Left edge.
  public var x: Int
  /// Top edge.
  public var y: Int
  /// Width; zero or less masks nothing.
  public var width: Int
  /// Height; zero or less masks nothing.
  public var height: Int

  /// A rectangle from its origin and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The part of the rectangle inside a `width × height` image (empty when outside).
  func clipped(width imageWidth: Int, height imageHeight: Int) -> (
    columns: Range<Int>, rows: Range<Int>
  ) {
    let left = min(max(x, 0), imageWidth)
    let top = min(max(y, 0), imageHeight)
    let right = max(left, min(x.addingReportingOverflow(max(width, 0)).partialValue, imageWidth))
    let bottom = max(top, min(y.addingReportingOverflow(max(height, 0)).partialValue, imageHeight))
    return (left..<right, top..<bottom)
  }
}
