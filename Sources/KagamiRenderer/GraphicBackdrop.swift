import KagamiImage
import KagamiLayout

/// What the screen showed under one graphic just before it was painted (`ScreenRenderer.backdrops(of:traits:)`):
/// an icon (a named vector drawing: a symbol or an SVG), or one shape of a control's own drawing (a
/// node marked `accessibilityDrawsControl()`: a fill, a stroke, a background or a border). The
/// non-text contrast audit (WCAG 1.4.11) compares the two where the graphic is fully painted.
public struct GraphicBackdrop: Sendable {
  /// What was painted.
  public enum Part: String, Sendable {
    /// The node's content: a filled shape, a gradient, an image or a vector drawing (an icon).
    case content
    /// The node's content, a stroked shape.
    case stroke
    /// The node's background (`.background(…)`).
    case background
    /// The node's border (`.border(…)`).
    case border
  }

  /// The graphic's position among the screen's measured graphics, in painting order (from 0).
  public var node: Int
  /// The node's id (`.id(…)`), if it has one.
  public var id: String?
  /// The node's frame in screen points.
  public var frame: Rect
  /// Which of the node's paints this is.
  public var part: Part
  /// The icon's name when the graphic is a named vector drawing (`Image(systemName:)`, an SVG).
  public var icon: String?
  /// The control the shape belongs to (the innermost node marked `accessibilityDrawsControl()`):
  /// its position among the screen's controls in painting order (from 0); nil outside controls.
  public var control: Int?
  /// That control's frame in screen points and its id.
  public var controlFrame: Rect?
  /// The control node's id, if it has one.
  public var controlID: String?
  /// The screen pixels measured: the graphic's bounds inside the clip.
  public var rect: PixelRect
  /// The screen's pixels in `rect` as they were before the graphic, opaque (a transparent screen
  /// is taken as over white).
  public var background: Bitmap
  /// The same pixels with the graphic painted over them, through every group it is drawn in.
  public var foreground: Bitmap
  /// 255 where the graphic is painted at its fullest (its greatest alpha in `rect`: the inside of a
  /// shape, not its anti-aliased edge), else 0, row by row.
  public var coverage: [UInt8]

  /// A backdrop from its parts.
  public init(
    node: Int, id: String?, frame: Rect, part: Part, icon: String?, control: Int?, controlFrame: Rect?,
    controlID: String?, rect: PixelRect, background: Bitmap, foreground: Bitmap, coverage: [UInt8]
  ) {
    self.node = node
    self.id = id
    self.frame = frame
    self.part = part
    self.icon = icon
    self.control = control
    self.controlFrame = controlFrame
    self.controlID = controlID
    self.rect = rect
    self.background = background
    self.foreground = foreground
    self.coverage = coverage
  }
}
