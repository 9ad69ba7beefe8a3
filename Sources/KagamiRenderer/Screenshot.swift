import KagamiImage
import KagamiLayout

/// One rendered screen: its pixels, its laid-out tree, the tree's two text dumps and every node's
/// frame. `ScreenRenderer.render` makes one; a snapshot strategy's render closure returns one; a
/// screenshot of pixels alone (no tree) is made with `init(bitmap:layoutDump:accessibilityDump:regions:)`.
public struct Screenshot: Sendable {
  /// The pixels at the device scale (width × height = device points × scale).
  public var bitmap: Bitmap
  /// The laid-out tree (frames in points); nil for a screenshot made from pixels.
  public var tree: LaidOutNode?
  /// The tree's stable text dump (the `.layout` snapshot format).
  public var layoutDump: String
  /// The accessibility elements in reading order, one per line (the `.accessibility` snapshot format).
  public var accessibilityDump: String
  /// The frame in points of every node with an id (look up by id; never iterate to produce output).
  public var nodeFrames: [String: Rect]
  /// The device pixels of every node with an id, sorted by id: what masks by node id cover.
  public var regions: [NamedRegion]
  /// The traits the screen was rendered with; nil for a screenshot made from pixels.
  public var traits: Traits?

  /// A screenshot of a laid-out tree painted into `bitmap` with `traits`.
  public init(bitmap: Bitmap, tree: LaidOutNode, traits: Traits) {
    self.bitmap = bitmap
    self.tree = tree
    self.traits = traits
    layoutDump = tree.dump()
    accessibilityDump = tree.accessibilityDump()
    let frames = tree.framesByID
    nodeFrames = frames
    let scale = traits.device.scale
    regions = frames.keys.sorted().map { NamedRegion(name: $0, rect: TreePainter.pixelRect(frames[$0]!, scale: scale)) }
  }

  /// A screenshot of pixels alone, with optional dumps and named regions (in device pixels).
  public init(bitmap: Bitmap, layoutDump: String = "", accessibilityDump: String = "", regions: [NamedRegion] = []) {
    self.bitmap = bitmap
    self.layoutDump = layoutDump
    self.accessibilityDump = accessibilityDump
    self.regions = regions
    nodeFrames = [:]
  }

  /// The device pixels covered by the node with `id` (edges rounded as the painter rounds them).
  public func pixelRect(for id: String) -> PixelRect? {
    regions.first { $0.name == id }?.rect
  }
}
