import KagamiDiff
import KagamiImage

/// One rendered screen: what a strategy's render closure returns and everything a snapshot check
/// reads. This is the seam between KagamiTesting and the renderer.
public struct RenderedScreen: Sendable {
  /// The screen's pixels.
  public var bitmap: Bitmap
  /// The laid-out tree's text dump (the `.layout` snapshot); one node per line, `id` first.
  public var layoutDump: String
  /// The accessibility tree's text dump (the `.accessibility` snapshot).
  public var accessibilityDump: String
  /// Node frames in device pixels, by node id: what `ImageSnapshotOptions.masks` `.node("id")` masks.
  public var nodeFrames: [NamedRegion]

  /// A rendered screen from its parts.
  public init(bitmap: Bitmap, layoutDump: String = "", accessibilityDump: String = "", nodeFrames: [NamedRegion] = []) {
    self.bitmap = bitmap
    self.layoutDump = layoutDump
    self.accessibilityDump = accessibilityDump
    self.nodeFrames = nodeFrames
  }
}
