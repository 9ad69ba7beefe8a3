import KagamiImage
import KagamiLayout
import KagamiRaster

/// One rendered screen: its pixels, its laid-out tree and the tree's two text dumps. This and
/// `ScreenRenderer.render` are the seam the snapshot harness uses.
public struct Screenshot: Sendable {
  /// The pixels at the device scale (width × height = device points × scale).
  public var bitmap: Bitmap
  /// The laid-out tree (frames in points).
  public var tree: LaidOutNode
  /// The tree's stable text dump (the `.layout` snapshot format).
  public var layoutDump: String
  /// The accessibility elements in reading order, one per line.
  public var accessibilityDump: String
  /// The frame in points of every node with an id (look up by id; never iterate to produce output).
  public var nodeFrames: [String: FlexFrame]
  /// The traits the screen was rendered with.
  public var traits: Traits

  /// The device pixels covered by the node with `id` (edges rounded as the painter rounds them).
  public func pixelRect(for id: String) -> PixelRect? {
    nodeFrames[id].map { TreePainter.pixelRect($0, scale: traits.device.scale) }
  }
}
