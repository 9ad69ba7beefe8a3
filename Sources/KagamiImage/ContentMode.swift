/// How an image fills a rectangle whose aspect ratio differs from its own (the DSL's `contentMode`
/// and the rasterizer's `drawImage` share it).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  /// Scaled to fit entirely inside, centred; the rest stays uncovered.
  case fit
  /// Scaled to cover the whole rectangle, centred; the overflow is clipped.
  case fill
  /// Stretched to the rectangle's exact size.
  case stretch

  /// The image's frame for an image of `size` drawn into `rect`.
  public func frame(imageWidth: Int, imageHeight: Int, in rect: Rect) -> Rect {
    guard self != .stretch, imageWidth > 0, imageHeight > 0 else { return rect }
    let horizontal = rect.width / Double(imageWidth)
    let vertical = rect.height / Double(imageHeight)
    let factor = self == .fit ? min(horizontal, vertical) : max(horizontal, vertical)
    let width = Double(imageWidth) * factor
    let height = Double(imageHeight) * factor
    return Rect(
      x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width, height: height)
  }
}
