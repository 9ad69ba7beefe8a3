import KagamiImage

extension PixelRect {
  /// The part of the rectangle inside a `width × height` image (empty when outside), as column and
  /// row ranges; never overflows, whatever the rectangle.
  func clipped(width imageWidth: Int, height imageHeight: Int) -> (columns: Range<Int>, rows: Range<Int>) {
    let left = min(max(x, 0), imageWidth)
    let top = min(max(y, 0), imageHeight)
    let right = max(left, min(x.addingReportingOverflow(max(width, 0)).partialValue, imageWidth))
    let bottom = max(top, min(y.addingReportingOverflow(max(height, 0)).partialValue, imageHeight))
    return (left..<right, top..<bottom)
  }
}
