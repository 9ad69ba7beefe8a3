/// One line of flex items and its running layout values (Yoga's `FlexLine`).
///
/// The items are the layout children from `startIndex` to `endIndex` that take part in the flow (not
/// `display: none`, not absolute; `FlexNode.isLineItem`): a line keeps indices rather than an array of
/// its items, which cost an allocation and a retain per item for every container laid out.
struct FlexLine {
  /// Index in the layout children of the line's first child (an item or a skipped child).
  var startIndex = 0
  /// How many items the line has.
  var itemCount = 0
  /// Index in the layout children of the line's last item (-1: none).
  var lastItemIndex = -1
  /// Sum of clamped bases, margins and gaps.
  var sizeConsumed = 0.0
  /// Index in the layout children just past the line.
  var endIndex = 0
  /// Number of auto margins on the main axis.
  var autoMargins = 0
  var totalFlexGrowFactors = 0.0
  var totalFlexShrinkScaledFactors = 0.0
  var remainingFreeSpace = 0.0
  var mainDim = 0.0
  var crossDim = 0.0
}
