/// The style of one flex node, with Yoga's defaults (column direction, stretch, no shrink).
public struct FlexStyle: Hashable, Sendable {
  /// The inline direction; `inherit` takes the owner's.
  public var direction = LayoutDirection.inherit
  /// The main axis.
  public var flexDirection = FlexDirection.column
  /// Main-axis distribution.
  public var justifyContent = FlexJustify.flexStart
  /// Distribution of lines in a wrapping container.
  public var alignContent = FlexAlign.flexStart
  /// Default cross-axis alignment of the children.
  public var alignItems = FlexAlign.stretch
  /// This node's cross-axis alignment; `auto` uses the parent's `alignItems`.
  public var alignSelf = FlexAlign.auto
  /// Kagami's extension, off by default (Yoga's and CSS's behaviour): when the node is stretched on the
  /// cross axis but its maximum cross size keeps it smaller than its line, it goes where the parent's
  /// `alignItems` says (centred when that is `stretch`) instead of at the start, as SwiftUI aligns a
  /// `frame(maxWidth:)` inside a wider frame.
  public var alignsClampedStretchLikeParent = false
  /// Relative, absolute or static positioning.
  public var positionType = FlexPositionType.relative
  /// Wrapping.
  public var flexWrap = FlexWrap.noWrap
  /// Overflow (only `scroll` changes sizing).
  public var overflow = FlexOverflow.visible
  /// Display: flex, none or contents.
  public var display = FlexDisplay.flex
  /// Whether sizes include padding and border.
  public var boxSizing = FlexBoxSizing.borderBox
  /// Shorthand flex factor (positive: grow with a 0 basis; negative: shrink).
  public var flex: Double?
  /// Grow factor (default 0).
  public var flexGrow: Double?
  /// Shrink factor (default 0, as in Yoga).
  public var flexShrink: Double?
  /// Flex basis (default auto).
  public var flexBasis = FlexValue.auto
  /// Margins; `auto` margins absorb free space.
  public var margin = FlexEdges()
  /// Insets for relative and absolute nodes; `auto` is no inset.
  public var position = FlexEdges()
  /// Padding (negative values count as 0).
  public var padding = FlexEdges()
  /// Border widths (points only; negative values count as 0).
  public var border = FlexEdges()
  /// Gaps between items and lines.
  public var gap = FlexGap()
  /// Width (default auto).
  public var width = FlexValue.auto
  /// Height (default auto).
  public var height = FlexValue.auto
  /// Minimum width.
  public var minWidth = FlexValue.undefined
  /// Minimum height.
  public var minHeight = FlexValue.undefined
  /// Maximum width.
  public var maxWidth = FlexValue.undefined
  /// Maximum height.
  public var maxHeight = FlexValue.undefined
  /// Kagami's extension, off by default: the node's main-axis minimum gives way (the largest of its
  /// line's such minimums first) when its line overflows even with every item at its minimum, as a
  /// SwiftUI text breaks a word rather than overflow its row (`FlexLayoutEngine.relaxMinimums`).
  public var minimumYieldsToFitLine = false
  /// Width divided by height; 0 or infinite means none.
  public var aspectRatio: Double?

  /// The default style.
  public init() {}
}
