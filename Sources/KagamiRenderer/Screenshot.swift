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
  /// The traits the screen was rendered with; nil for a screenshot made from pixels.
  public var traits: Traits?
  /// The manifest entries of the font set the tree was laid out with; nil for a screenshot made from
  /// pixels (whose fonts are unknown).
  public var fontManifest: [FontManifest.Entry]?
  /// What was under each line of each text span as the screen was painted (the contrast audit's
  /// input), captured during this screen's own paint when `ScreenRenderer.capturesTextBackdrops`
  /// was on; nil when not captured (the audit then paints the screen once more to read them).
  public var textBackdrops: [TextBackdrop]?
  /// What was under each icon and each shape of a control's drawing as the screen was painted (the
  /// non-text contrast audit's input), captured with `textBackdrops`; nil when not captured.
  public var graphicBackdrops: [GraphicBackdrop]?

  // Values given by `init(bitmap:layoutDump:accessibilityDump:regions:)` or set; nil: derived from
  // the tree when read. A passing image check reads none of them, and making the dumps and frames of
  // every screen up front cost a debug-build check about 4% of its time (`kagami-bench check`).
  private var givenLayoutDump: String?
  private var givenAccessibilityDump: String?
  private var givenNodeFrames: [String: Rect]?
  private var givenRegions: [NamedRegion]?

  /// The tree's stable text dump (the `.layoutDump` strategy, stored as `.layout.txt`).
  public var layoutDump: String {
    get { givenLayoutDump ?? tree?.dump() ?? "" }
    set { givenLayoutDump = newValue }
  }

  /// The accessibility elements in reading order, one per line (the `.accessibilityDump` strategy, stored as `.accessibility.txt`).
  public var accessibilityDump: String {
    get { givenAccessibilityDump ?? tree?.accessibilityDump() ?? "" }
    set { givenAccessibilityDump = newValue }
  }

  /// The frame in points of every node with an id (look up by id; never iterate to produce output).
  public var nodeFrames: [String: Rect] {
    get { givenNodeFrames ?? tree?.framesByID ?? [:] }
    set { givenNodeFrames = newValue }
  }

  /// The device pixels of every node with an id, sorted by id: what masks by node id cover.
  public var regions: [NamedRegion] {
    get {
      if let givenRegions { return givenRegions }
      guard let tree, let traits else { return [] }
      let frames = tree.framesByID
      let scale = traits.device.scale
      return frames.keys.sorted().map { NamedRegion(name: $0, rect: TreePainter.pixelRect(frames[$0]!, scale: scale)) }
    }
    set { givenRegions = newValue }
  }

  /// A screenshot of a laid-out tree painted into `bitmap` with `traits`, its text drawn with the
  /// fonts of `fontManifest` (nil: unknown).
  public init(bitmap: Bitmap, tree: LaidOutNode, traits: Traits, fontManifest: [FontManifest.Entry]? = nil) {
    self.bitmap = bitmap
    self.tree = tree
    self.traits = traits
    self.fontManifest = fontManifest
  }

  /// The fonts the screen's text was drawn with, in fallback order (empty: no text); nil when
  /// unknown (a screenshot made from pixels). Derived from the tree when read.
  public var usedFonts: [FontManifest.Entry]? {
    guard let tree, let fontManifest else { return nil }
    return tree.fontFaces.compactMap { $0 < fontManifest.count ? fontManifest[$0] : nil }
  }

  /// The SF Symbol names the screen drew as labelled placeholders because no icon is mapped to
  /// them, sorted (empty for a screenshot of pixels alone).
  public var unmappedSymbols: [String] { tree?.unmappedSymbols ?? [] }

  /// A screenshot of pixels alone, with optional dumps and named regions (in device pixels).
  public init(bitmap: Bitmap, layoutDump: String = "", accessibilityDump: String = "", regions: [NamedRegion] = []) {
    self.bitmap = bitmap
    givenLayoutDump = layoutDump
    givenAccessibilityDump = accessibilityDump
    givenRegions = regions
    givenNodeFrames = [:]
  }

  /// The device pixels covered by the node with `id` (edges rounded as the painter rounds them).
  public func pixelRect(for id: String) -> PixelRect? {
    regions.first { $0.name == id }?.rect
  }
}
